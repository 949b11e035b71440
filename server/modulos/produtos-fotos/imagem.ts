/**
 * What an upload is, read from its bytes (never from a name or a Content-Type), and the two
 * images the server keeps of it. sharp (libvips) decodes; the pixel limit is checked from the
 * header before any pixel is decoded, so a small file that would decode into gigabytes (a
 * decompression bomb) costs nothing.
 */
import { carregarSharp } from '../../bibliotecas-pesadas';
import { LIMITES_FOTO, MENSAGENS_FOTO } from '@retaguarda/contrato/api/produtosFotos';
import { ErroDeValidacao } from '../../http/validacao';

export type FormatoFoto = 'jpeg' | 'png' | 'webp';

/** The format its first bytes say, or null: JPEG FF D8 FF, PNG's 8-byte signature, RIFF….WEBP. */
export function formatoPelaAssinatura(b: Buffer): FormatoFoto | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface FotoProcessada {
  grande: Buffer;
  miniatura: Buffer;
  largura: number;
  altura: number;
}

const recusar = (mensagem: string) => new ErroDeValidacao('body', ['foto'], mensagem);

/**
 * The large image (longest side ≤ LIMITES_FOTO.grande) and the thumbnail (≤ miniatura), both
 * WebP, turned upright by their EXIF orientation and stripped of metadata (a phone's photo
 * carries where it was taken). Never enlarged. A refusal is a 400 naming the field `foto`.
 */
export async function processarFoto(bytes: Buffer): Promise<FotoProcessada> {
  const formato = formatoPelaAssinatura(bytes);
  if (!formato) throw recusar(MENSAGENS_FOTO.naoEImagem);
  const sharp = await carregarSharp();
  const entrada = { limitInputPixels: LIMITES_FOTO.pixels, failOn: 'error' as const };
  let largura: number;
  let altura: number;
  try {
    // the header alone (no pixel decoded), without the limit: a refusal says why
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== formato) throw recusar(MENSAGENS_FOTO.naoEImagem);
    largura = meta.width;
    altura = meta.height;
  } catch (erro) {
    if (erro instanceof ErroDeValidacao) throw erro;
    throw recusar(MENSAGENS_FOTO.naoEImagem);
  }
  if (largura * altura > LIMITES_FOTO.pixels) throw recusar(MENSAGENS_FOTO.pixelsDemais);
  try {
    const grande = await sharp(bytes, entrada)
      .rotate()
      .resize({ width: LIMITES_FOTO.grande, height: LIMITES_FOTO.grande, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // from the large image, already upright and small: decoding the upload once is most of the cost
    const miniatura = await sharp(grande.data)
      .resize({ width: LIMITES_FOTO.miniatura, height: LIMITES_FOTO.miniatura, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { grande: grande.data, miniatura, largura: grande.info.width, altura: grande.info.height };
  } catch {
    // A header that reads well over a body that does not (a truncated file).
    throw recusar(MENSAGENS_FOTO.naoEImagem);
  }
}
