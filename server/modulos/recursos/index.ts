/**
 * The resource engine: every declared resource (contrato/recursos, RECURSOS) gets its routes from
 * its declaration; its table is kept by tabela/sincronizar.ts when the database is migrated. Each
 * route's endpoint (rotasDoRecurso) states its own keys (read or write), so this plugin has no
 * module-wide key.
 */
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import { LIMITES_PLANILHA, MENSAGENS_PLANILHA, TIPOS_ARQUIVO_IMPORTACAO } from '@retaguarda/contrato/recursos/planilha';
import type { App, OpcoesModulo } from '../../contexto';
import { tratarErro } from '../../http/erros';
import { ConflitoUnico } from './consultas/escrita';
import { rotasDoMotor } from './rotas';

export default async function recursos(app: App, { ctx, recursos: catalogo = RECURSOS }: OpcoesModulo): Promise<void> {
  // The import's body is the file itself, read whole (its route caps the size).
  app.addContentTypeParser(Object.values(TIPOS_ARQUIVO_IMPORTACAO), { parseAs: 'buffer', bodyLimit: LIMITES_PLANILHA.importacaoBytes }, (_req, corpo, feito) => feito(null, corpo));
  // a unique conflict names its field beside the message (ErroConflito); a file refused by
  // Fastify itself (too big, an unknown type) says so in the import's words; the rest as everywhere
  app.setErrorHandler((erro, req, reply) => {
    if (erro instanceof ConflitoUnico) return reply.code(409).send({ RES: erro.message, campos: [erro.campo] });
    const importacao = req.routeOptions.url?.endsWith('/importacao') === true;
    const codigo = (erro as { code?: unknown } | null)?.code;
    if (importacao && codigo === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ RES: MENSAGENS_PLANILHA.grandeDemais });
    if (importacao && codigo === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send({ RES: MENSAGENS_PLANILHA.tipoDesconhecido });
    return tratarErro(erro, req, reply);
  });
  for (const recurso of Object.values(catalogo)) rotasDoMotor(app, ctx, catalogo, recurso);
}
