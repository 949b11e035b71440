import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api/envelope';
import type { ImprimirPedidosBody } from '@retaguarda/contrato/api/pedidoDetalhe';
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import { ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';
import { formErrorsFrom, HttpError } from '../../../src/http';
import { baixar, chamar, RespostaForaDoContrato } from '../../../src/http/canal';
import { URL_LOGAR } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { gravarPedido } from '../pedidosNoBanco';
import { VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const servidor = servidorRealDoArquivo();

/** jsdom's Blob has no arrayBuffer(); its FileReader reads it. */
const lerBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((ok, falha) => {
    const leitor = new FileReader();
    leitor.onload = () => ok(leitor.result as ArrayBuffer);
    leitor.onerror = () => falha(leitor.error);
    leitor.readAsArrayBuffer(blob);
  });
const SENHA = 'retaguarda';

describe('the typed channel (chamar, baixar)', () => {
  it('sends the call and resolves the RES of the answer, parsed', async () => {
    const sessao = await chamar(ROTAS_SESSAO.logar, { corpo: { email: VENDAS, senha: SENHA } });
    expect(sessao.usuario.email).toBe(VENDAS);
    expect(servidor().corposPara('POST', ROTAS_SESSAO.logar.caminho)).toEqual([{ email: VENDAS, senha: SENHA }]);

    // with the session's cookie, a route with a parameter; an envelope with RES alone resolves its RES
    const id = await gravarPedido(servidor());
    const pedido = await chamar(ROTAS_PEDIDOS.pedidos.obter, { parametros: { id } });
    expect(pedido.id).toBe(id);
  });

  it('rejects a body the contract refuses before it leaves, as the server would answer it', async () => {
    const corpo = { email: 'nao-e-email', senha: '' };
    const falha = await chamar(ROTAS_SESSAO.logar, { corpo }).catch((e: unknown) => e);
    expect(servidor().chamadas).toEqual([]);
    expect(falha).toBeInstanceOf(HttpError);
    expect((falha as HttpError).status).toBe(400);
    expect(Object.keys(formErrorsFrom(falha) ?? {})).toEqual(['email', 'senha']);
    // the same envelope and text the server gives the same body
    const doServidor = await servidor().chamar('POST', ROTAS_SESSAO.logar.caminho, corpo);
    expect(doServidor.statusCode).toBe(400);
    expect((falha as HttpError).body).toEqual(doServidor.json());
  });

  it('rejects an answer the contract does not describe', async () => {
    server.use(http.post(URL_LOGAR, () => HttpResponse.json({ RES: { usuario: { email: VENDAS } } })));
    const falha = await chamar(ROTAS_SESSAO.logar, { corpo: { email: VENDAS, senha: SENHA } }).catch((e: unknown) => e);
    expect(falha).toBeInstanceOf(RespostaForaDoContrato);
    expect((falha as Error).message).toBe(MENSAGEM_PADRAO_ERRO);
  });

  it('downloads a file: its bytes as a Blob and the name the server gives it', async () => {
    const real = servidor();
    const id = await gravarPedido(real);
    await real.entrar(VENDAS);
    const corpo: ImprimirPedidosBody = { ids: [id], tipo: 'separacao' };
    const progresso: number[] = [];
    const arquivo = await baixar(ROTAS_PEDIDOS.impressao.imprimir, {
      corpo,
      tipo: 'application/pdf',
      nomePadrao: 'sem-nome.pdf',
      onProgresso: (p) => progresso.push(p.bytes),
    });
    expect(real.chamadas.map((c) => c.caminho)).toEqual([ROTAS_PEDIDOS.impressao.imprimir.caminho]);
    const direto = await real.chamar('PUT', ROTAS_PEDIDOS.impressao.imprimir.caminho, corpo);
    const nome = /filename="([^"]+)"/.exec(String(direto.headers['content-disposition']))?.[1];
    expect(nome).toMatch(/\.pdf$/);
    expect(arquivo.nomeArquivo).toBe(nome);
    expect(arquivo.blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await lerBytes(arquivo.blob));
    expect(Buffer.from(bytes).equals(direto.rawPayload)).toBe(true);
    expect(progresso.at(-1)).toBe(bytes.byteLength);
  });
});
