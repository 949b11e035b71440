import { deflateSync } from 'node:zlib';

function crc32(dados: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of dados) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function bloco(tipo: string, dados: Buffer): Buffer {
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tamanho, corpo, crc]);
}

/** A valid PNG header claiming `largura` × `altura` RGB pixels over a few bytes of data: a decompression bomb's shape. */
export function pngComCabecalho(largura: number, altura: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr[8] = 8; // bits per channel
  ihdr[9] = 2; // RGB
  const assinatura = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([assinatura, bloco('IHDR', ihdr), bloco('IDAT', deflateSync(Buffer.alloc(100))), bloco('IEND', Buffer.alloc(0))]);
}
