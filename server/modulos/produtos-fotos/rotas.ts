/**
 * /v2/produtos/:id/fotos…: a product's photos, behind the product's own keys (read to see, write
 * to change) and its group scope: a product of another group answers 404 as a missing one.
 */
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { LIMITES_FOTO, MENSAGENS_FOTO, ROTAS_FOTOS_PRODUTO as R } from '@retaguarda/contrato/api/produtosFotos';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import type { App, Contexto } from '../../contexto';
import type { DB } from '../../db/schema';
import { transacao } from '../../db/transacao';
import { ErroHttp } from '../../http/erros';
import { rotaDoContrato } from '../../http/rotas';
import { ErroDeValidacao } from '../../http/validacao';
import { usuarioDe } from '../sessao/auth/guard';
import { linhaNoEscopo } from '../recursos/consultas/escrita';
import { escopoDe } from '../recursos/escopo';
import { registrarHistorico } from '../recursos/historico';
import type { Armazenamento } from './armazenamento';
import { apagarFoto, contarFotos, fotoDaLinha, fotosDoProduto, inserirFoto, marcarPrincipal, principaisDe, umaFoto } from './consultas';
import { processarFoto } from './imagem';

/** A photo's files never change (a new upload is a new id): the browser keeps them for good, for this user only. */
const CACHE_ARQUIVO = 'private, max-age=31536000, immutable';

const quantas = (n: number): string | null => (n === 0 ? null : n === 1 ? '1 foto' : `${n} fotos`);

export function rotasFotos(app: App, ctx: Contexto, arquivos: Armazenamento): void {
  const db = ctx.db.kysely;

  /** The user's scope, after checking the product is in it (404 otherwise). */
  async function produtoNoEscopo(req: FastifyRequest, id: number, banco: typeof db = db, travar = false) {
    const escopo = escopoDe(produtos, usuarioDe(req));
    await linhaNoEscopo(banco, produtos, escopo, id, travar);
    return escopo;
  }

  /** The product's history tells who added, removed or chose photos (the photos are not a field: the version stays). */
  async function anotar(trx: Transaction<DB>, req: FastifyRequest, idProduto: number, campo: 'fotos' | 'foto_principal', antes: string | null, depois: string | null) {
    await registrarHistorico(trx, {
      recurso: produtos,
      idRegistro: idProduto,
      idUsuario: usuarioDe(req).id,
      em: ctx.agora().getTime(),
      acao: 'edicao',
      alteracoes: [{ campo, rotulo: campo === 'fotos' ? 'Fotos' : 'Foto principal', antes, depois }],
    });
  }

  async function fotoDoProduto(banco: typeof db, idProduto: number, idFoto: number) {
    const foto = await umaFoto(banco, idProduto, idFoto);
    if (!foto) throw new ErroHttp(404, MENSAGENS_FOTO.naoEncontrada);
    return foto;
  }

  app.route({
    ...rotaDoContrato(R.listar),
    handler: async (req) => {
      await produtoNoEscopo(req, req.params.id);
      return { RES: await fotosDoProduto(db, req.params.id) };
    },
  });

  const envio = rotaDoContrato(R.enviar);
  app.route({
    ...envio,
    // created: 201, with the same answer the catalogue declares
    schema: { ...envio.schema, response: { ...envio.schema.response, 201: R.enviar.resposta } },
    handler: async (req, reply) => {
      const id = req.params.id;
      await produtoNoEscopo(req, id);
      // refused before any decoding when the product is already full
      if ((await contarFotos(db, id)) >= LIMITES_FOTO.porProduto) throw new ErroHttp(409, MENSAGENS_FOTO.limiteProduto);
      // a JSON body is the one other kind this route parses: no photo either
      if (!Buffer.isBuffer(req.body)) throw new ErroDeValidacao('body', ['foto'], MENSAGENS_FOTO.naoEImagem);
      if (req.body.length === 0) throw new ErroDeValidacao('body', ['foto'], MENSAGENS_FOTO.vazia);
      const foto = await processarFoto(req.body);
      const arquivo = await arquivos.gravar({ grande: foto.grande, miniatura: foto.miniatura });
      let idFoto: number;
      try {
        idFoto = await transacao(db, async (trx) => {
          // the product's row locked (PostgreSQL): two uploads at once cannot both pass the count
          await produtoNoEscopo(req, id, trx, true);
          const ja = await contarFotos(trx, id);
          if (ja >= LIMITES_FOTO.porProduto) throw new ErroHttp(409, MENSAGENS_FOTO.limiteProduto);
          await anotar(trx, req, id, 'fotos', quantas(ja), quantas(ja + 1));
          return inserirFoto(trx, {
            id_produto: id,
            arquivo,
            largura: foto.largura,
            altura: foto.altura,
            bytes: foto.grande.length,
            principal: ja === 0 ? 1 : 0,
            id_usuario: usuarioDe(req).id,
            criado_em: ctx.agora().getTime(),
          });
        });
      } catch (erro) {
        await arquivos.apagar(arquivo);
        throw erro;
      }
      return reply.code(201).send({ RES: fotoDaLinha(await fotoDoProduto(db, id, idFoto)) });
    },
  });

  app.route({
    ...rotaDoContrato(R.arquivo),
    // after the app's own onSend, which marks every API answer no-store
    onSend: async (_req, reply) => {
      if (reply.statusCode === 200) reply.header('cache-control', CACHE_ARQUIVO);
    },
    handler: async (req, reply) => {
      await produtoNoEscopo(req, req.params.id);
      const foto = await fotoDoProduto(db, req.params.id, req.params.foto);
      const bytes = await arquivos.ler(foto.arquivo, req.params.tamanho);
      if (!bytes) {
        req.log.warn({ foto: foto.id }, 'arquivo de foto ausente no disco');
        throw new ErroHttp(404, MENSAGENS_FOTO.naoEncontrada);
      }
      return reply.type('image/webp').send(bytes);
    },
  });

  app.route({
    ...rotaDoContrato(R.principal),
    handler: async (req) => {
      const { id, foto } = req.params;
      await transacao(db, async (trx) => {
        await produtoNoEscopo(req, id, trx, true);
        const escolhida = await fotoDoProduto(trx, id, foto);
        if (Number(escolhida.principal) === 1) return;
        const anterior = (await fotosDoProduto(trx, id)).find((f) => f.principal);
        await marcarPrincipal(trx, id, foto);
        await anotar(trx, req, id, 'foto_principal', anterior ? `foto ${anterior.id}` : null, `foto ${foto}`);
      });
      return { RES: await fotosDoProduto(db, id) };
    },
  });

  app.route({
    ...rotaDoContrato(R.excluir),
    handler: async (req) => {
      const { id, foto } = req.params;
      const arquivo = await transacao(db, async (trx) => {
        await produtoNoEscopo(req, id, trx, true);
        const linha = await fotoDoProduto(trx, id, foto);
        const ja = await contarFotos(trx, id);
        await apagarFoto(trx, linha);
        await anotar(trx, req, id, 'fotos', quantas(ja), quantas(ja - 1));
        return linha.arquivo;
      });
      // the row is gone first: a failure here leaves an orphan file, never a row without its file
      await arquivos.apagar(arquivo).catch((erro: unknown) => req.log.error({ err: erro }, 'falha ao apagar arquivo de foto'));
      return { RES: await fotosDoProduto(db, id) };
    },
  });

  app.route({
    ...rotaDoContrato(R.principais),
    handler: async (req) => ({ RES: await principaisDe(db, escopoDe(produtos, usuarioDe(req)), req.body.ids) }),
  });
}

/** Answers for the upload's own framework errors, in Portuguese (the app's say "envie application/json"). */
export const ERROS_DO_ENVIO: Record<string, { status: number; mensagem: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, mensagem: MENSAGENS_FOTO.grandeDemais },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, mensagem: MENSAGENS_FOTO.naoEImagem },
};

