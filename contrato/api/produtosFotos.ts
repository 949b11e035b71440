/**
 * The photos of a product: uploaded as the request's raw body (the image's bytes,
 * Content-Type image/jpeg, image/png, image/webp or application/octet-stream: the server reads
 * the content, never trusts the type or a name), resized by the server into a large image and a
 * thumbnail, kept on disk and served behind the same read keys and group scope as the product.
 * Each photo's files never change (a new upload is a new id), so their addresses are cached for good.
 */
import { z } from 'zod/mini';
import { produtos } from '../recursos/produtos';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';

export const LIMITES_FOTO = {
  /** The upload's size; past it, 413. */
  bytes: 8 * 1024 * 1024,
  /** Photos per product. */
  porProduto: 8,
  /** Decoded pixels (width × height) a photo may have: a small file that decodes huge is refused. */
  pixels: 50_000_000,
  /** Longest side of the large image and of the thumbnail, in pixels (never enlarged). */
  grande: 1200,
  miniatura: 240,
  /** Products per call of `principais` (a list page holds at most 100). */
  principaisPorChamada: 100,
} as const;

/** The types the panel offers in its file picker; the server accepts by content, whatever the name says. */
export const TIPOS_FOTO = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const TAMANHOS_FOTO = ['grande', 'miniatura'] as const;
export type TamanhoFoto = (typeof TAMANHOS_FOTO)[number];

export const MENSAGENS_FOTO = {
  grandeDemais: 'A foto passa de 8 MB: envie uma imagem menor',
  naoEImagem: 'O arquivo não é uma foto JPEG, PNG ou WebP',
  pixelsDemais: 'A foto tem resolução grande demais (mais de 50 megapixels)',
  limiteProduto: 'Este produto já tem 8 fotos: exclua uma antes de enviar outra',
  naoEncontrada: 'Foto não encontrada',
  vazia: 'Envie o arquivo da foto no corpo da requisição',
} as const;

const idPositivo = (mensagem: string) => z.coerce.number({ error: mensagem }).check(z.int({ error: mensagem }), z.positive({ error: mensagem }));

export const ProdutoFotosParams = z.object({ id: idPositivo('Produto inválido') });
export const FotoParams = z.object({ id: idPositivo('Produto inválido'), foto: idPositivo('Foto inválida') });
export const ArquivoFotoParams = z.object({
  id: idPositivo('Produto inválido'),
  foto: idPositivo('Foto inválida'),
  tamanho: z.enum(TAMANHOS_FOTO, { error: 'Tamanho inválido: grande ou miniatura' }),
});

export const FotoProduto = z.object({
  id: z.number(),
  id_produto: z.number(),
  principal: z.boolean(),
  /** Of the large image, as stored. */
  largura: z.number(),
  altura: z.number(),
  bytes: z.number(),
  criado_em: z.string(),
});
export type FotoProduto = z.infer<typeof FotoProduto>;

export const PrincipaisBody = z.object({
  ids: z.array(idPositivo('Produto inválido')).check(z.maxLength(LIMITES_FOTO.principaisPorChamada, { error: `No máximo ${LIMITES_FOTO.principaisPorChamada} produtos por consulta` })),
});
/** The main photo of each product asked for that has one (products out of scope are left out, as missing ones). */
export const FotoPrincipal = z.object({ id_produto: z.number(), id_foto: z.number() });
export type FotoPrincipal = z.infer<typeof FotoPrincipal>;

const base = `${produtos.caminho}/:id/fotos`;

// a product's photos are part of the product: its register's read and write keys
const LER = { qualquer: produtos.permissoes.ler };
const ESCREVER = { qualquer: produtos.permissoes.escrever };

export const ROTAS_FOTOS_PRODUTO = defineEndpoints({
  /** → the product's photos, the main one first, then by upload. */
  listar: { metodo: 'GET', caminho: base, parametros: ProdutoFotosParams, resposta: envelope(z.array(FotoProduto)), acesso: LER, escopo: 'grupo' },
  /** Raw body: the image (≤ 8 MB) → 201 with the new photo; the first photo of a product is its main one. */
  enviar: { metodo: 'POST', caminho: base, parametros: ProdutoFotosParams, resposta: envelope(FotoProduto), acesso: ESCREVER, escopo: 'grupo' },
  /** The WebP of one size, `cache-control: private, max-age=31536000, immutable`. */
  arquivo: { metodo: 'GET', caminho: `${base}/:foto/:tamanho`, parametros: ArquivoFotoParams, resposta: 'arquivo', acesso: LER, escopo: 'grupo' },
  /** → the product's photos, this one now the main. */
  principal: { metodo: 'POST', caminho: `${base}/:foto/principal`, parametros: FotoParams, resposta: envelope(z.array(FotoProduto)), acesso: ESCREVER, escopo: 'grupo' },
  /** Deletes the photo and its files → the remaining photos (the oldest becomes main if it was). */
  excluir: { metodo: 'POST', caminho: `${base}/:foto/excluir`, parametros: FotoParams, resposta: envelope(z.array(FotoProduto)), acesso: ESCREVER, escopo: 'grupo' },
  /** Body `{ ids }` → the main photo of each: the list's thumbnails in one call. */
  principais: { metodo: 'PUT', caminho: `${produtos.caminho}/fotos/principais`, corpo: PrincipaisBody, resposta: envelope(z.array(FotoPrincipal)), acesso: LER, escopo: 'grupo' },
});

/** The address of a photo's file, for an <img>. */
export const enderecoDaFoto = (idProduto: number, idFoto: number, tamanho: TamanhoFoto): string =>
  ROTAS_FOTOS_PRODUTO.arquivo.caminho.replace(':id', String(idProduto)).replace(':foto', String(idFoto)).replace(':tamanho', tamanho);
