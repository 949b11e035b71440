import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { processarFoto } from '../../server/modulos/produtos-fotos/imagem';

/**
 * A product photo's upload, server side: the sniffing, the header check and the two
 * WebP sizes, for a phone's 12-megapixel JPEG and a 2-megapixel PNG with a flat background (a
 * shop's product shot). Prints the median and worst time of each over N runs, and the process's
 * peak resident memory. `npm run bench` runs it with the others; alone: `tsx bench/fotos/index.ts`.
 */
const VEZES = 12;

/** A little noise over a gradient: compresses about like a photo (a 12 MP JPEG of a few MB), not like a flat colour. */
async function foto(largura: number, altura: number, formato: 'jpeg' | 'png'): Promise<Buffer> {
  const px = Buffer.alloc(largura * altura * 3);
  for (let i = 0; i < px.length; i += 3) {
    const x = (i / 3) % largura;
    px[i] = (x * 255) / largura;
    px[i + 1] = 96 + Math.random() * 48;
    px[i + 2] = 128;
  }
  const img = sharp(px, { raw: { width: largura, height: altura, channels: 3 } });
  return formato === 'jpeg' ? img.jpeg({ quality: 88 }).toBuffer() : img.png().toBuffer();
}

async function medir(nome: string, bytes: Buffer): Promise<void> {
  const tempos: number[] = [];
  let saida = 0;
  for (let i = 0; i < VEZES; i++) {
    const inicio = performance.now();
    const r = await processarFoto(bytes);
    tempos.push(performance.now() - inicio);
    saida = r.grande.length + r.miniatura.length;
  }
  tempos.sort((a, b) => a - b);
  const mediana = tempos[Math.floor(tempos.length / 2)];
  console.log(`${nome}: ${(bytes.length / 1024 / 1024).toFixed(1)} MB → ${(saida / 1024).toFixed(0)} KB; mediana ${mediana.toFixed(0)} ms, pior ${tempos[tempos.length - 1].toFixed(0)} ms (${VEZES} vezes)`);
}

await medir('JPEG 4000×3000', await foto(4000, 3000, 'jpeg'));
await medir('PNG 1600×1200', await foto(1600, 1200, 'png'));
console.log(`memória residente máxima do processo: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
