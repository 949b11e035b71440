/**
 * Product photos: upload, resize, storage on disk and serving, beside the resource
 * engine's product routes. The upload is the request's raw body: this plugin alone accepts image
 * types (and application/octet-stream) up to LIMITES_FOTO.bytes, instead of the app's 1 MB JSON.
 */
import type { FastifyError } from 'fastify';
import { LIMITES_FOTO, TIPOS_FOTO } from '@retaguarda/contrato/api/produtosFotos';
import type { App, OpcoesModulo } from '../../contexto';
import { tratarErro } from '../../http/erros';
import { criarArmazenamento, FOTOS_DIR_PADRAO } from './armazenamento';
import { ERROS_DO_ENVIO, rotasFotos } from './rotas';

export default async function produtosFotos(app: App, { ctx, fotosDir }: OpcoesModulo): Promise<void> {
  const arquivos = criarArmazenamento(fotosDir ?? (process.env.FOTOS_DIR || FOTOS_DIR_PADRAO));
  // plain text is no photo: 415 here, instead of a string reaching the upload
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser([...TIPOS_FOTO, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: LIMITES_FOTO.bytes }, (_req, corpo, pronto) => pronto(null, corpo));
  app.setErrorHandler((erro: FastifyError, req, reply) => {
    const doEnvio = ERROS_DO_ENVIO[erro.code];
    return doEnvio ? reply.code(doEnvio.status).send({ RES: doEnvio.mensagem }) : tratarErro(erro, req, reply);
  });
  rotasFotos(app, ctx, arquivos);
}
