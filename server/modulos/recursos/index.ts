/**
 * The resource engine (issue 16): every declared resource (contrato/recursos, RECURSOS) gets its
 * routes from its declaration; its table is kept by tabela/sincronizar.ts when the database is
 * migrated. Each route states its own keys (read or write), so this plugin has no module-wide key.
 */
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import type { App, OpcoesModulo } from '../../contexto';
import { tratarErro } from '../../http/erros';
import { criarGuardas } from '../sessao/auth/guard';
import { ConflitoUnico } from './consultas/escrita';
import { rotasDoMotor } from './rotas';
import type { Catalogo } from './tabela/sincronizar';

export interface OpcoesRecursos extends OpcoesModulo {
  /** The resources served (default RECURSOS; tests add throwaway ones, whose tables they migrate). */
  recursos?: Catalogo;
}

export default async function recursos(app: App, { ctx, recursos: catalogo = RECURSOS }: OpcoesRecursos): Promise<void> {
  const guardas = criarGuardas(ctx);
  // a unique conflict names its field beside the message (ErroConflito); the rest as everywhere
  app.setErrorHandler((erro, req, reply) =>
    erro instanceof ConflitoUnico ? reply.code(409).send({ RES: erro.message, campos: [erro.campo] }) : tratarErro(erro, req, reply),
  );
  for (const recurso of Object.values(catalogo)) rotasDoMotor(app, ctx, catalogo, recurso, guardas);
}
