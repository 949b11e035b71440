/**
 * For a file whose other tests run on the session mocks (tests/mocks/handlers.ts) and only one or
 * two need orders: the real server (see servidorReal.ts) is created by the first test that asks
 * for it, not before every test of the file, and closed after the last.
 */
import { afterAll } from 'vitest';
import { server } from '../../mocks/server';
import { criarServidorReal, type OpcoesServidorReal, type ServidorReal } from '../servidorReal';

/**
 * Returns the getter a test awaits first thing: it creates the server once, brings it back to the
 * seed (as servidorRealDoArquivo does before each test) and puts its handlers in front of the
 * mocks for this test only (setup.ts resets MSW after each).
 */
export function servidorRealSobDemanda(opcoes: OpcoesServidorReal = {}): () => Promise<ServidorReal> {
  let criado: Promise<ServidorReal> | undefined;
  afterAll(async () => {
    if (criado) await (await criado).fechar();
  });
  return async () => {
    criado ??= criarServidorReal(opcoes);
    const real = await criado;
    real.reiniciar();
    real.chamadas.length = 0;
    server.use(...real.handlers);
    return real;
  };
}
