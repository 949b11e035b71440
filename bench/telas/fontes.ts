import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALOR = new Map([...BASE64].map((c, i) => [c, i]));

/** The fields of one source-map segment (base64 VLQ), relative as the format writes them. */
function segmento(texto: string): number[] {
  const campos: number[] = [];
  let valor = 0;
  let deslocamento = 0;
  for (const c of texto) {
    const d = VALOR.get(c) ?? 0;
    valor += (d & 31) << deslocamento;
    if (d & 32) {
      deslocamento += 5;
      continue;
    }
    campos.push(valor & 1 ? -(valor >>> 1) : valor >>> 1);
    valor = 0;
    deslocamento = 0;
  }
  return campos;
}

/** What a source file is called in a report: its package for node_modules, else its path in the repository. */
export function nomeDaFonte(fonte: string): string {
  const pacote = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(fonte);
  if (pacote) return pacote[1];
  const doRepositorio = /(?:^|\/)((?:src|contrato|shims)\/.*)$/.exec(fonte);
  return doRepositorio ? doRepositorio[1] : fonte.replace(/^(\.\.\/)+/, '');
}

export interface FonteDoChunk {
  fonte: string;
  /** Share of the chunk's mapped code that came from it (0..1). */
  parte: number;
}

/**
 * What a built chunk is made of: its sources (packages, panel files) by the share of the
 * generated code each maps to, largest first, from the chunk's source map (the bench builds the
 * panel with hidden source maps: same JavaScript, no reference to the map in it). Empty when the
 * chunk has no map.
 */
export function fontesDoChunk(dirPainel: string, caminho: string): FonteDoChunk[] {
  const arquivo = join(dirPainel, caminho.replace(/^\//, ''));
  if (!existsSync(`${arquivo}.map`) || !existsSync(arquivo)) return [];
  const mapa = JSON.parse(readFileSync(`${arquivo}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const linhas = readFileSync(arquivo, 'utf8').split('\n');
  const porFonte = new Map<string, number>();
  let fonte = 0;
  for (const [n, linha] of mapa.mappings.split(';').entries()) {
    let coluna = 0;
    let anterior: { coluna: number; fonte: number } | null = null;
    const fim = linhas[n]?.length ?? 0;
    for (const s of linha.split(',')) {
      if (!s) continue;
      const campos = segmento(s);
      coluna += campos[0];
      if (anterior) porFonte.set(mapa.sources[anterior.fonte], (porFonte.get(mapa.sources[anterior.fonte]) ?? 0) + coluna - anterior.coluna);
      if (campos.length >= 4) {
        fonte += campos[1];
        anterior = { coluna, fonte };
      } else {
        anterior = null;
      }
    }
    if (anterior) porFonte.set(mapa.sources[anterior.fonte], (porFonte.get(mapa.sources[anterior.fonte]) ?? 0) + Math.max(0, fim - anterior.coluna));
  }
  const agrupado = new Map<string, number>();
  for (const [f, n] of porFonte) agrupado.set(nomeDaFonte(f), (agrupado.get(nomeDaFonte(f)) ?? 0) + n);
  const total = [...agrupado.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return [];
  return [...agrupado].map(([f, n]) => ({ fonte: f, parte: n / total })).sort((a, b) => b.parte - a.parte);
}

/** Where a position of a built chunk comes from: its source file (as nomeDaFonte names it), or null outside the map. */
export type Localizador = (linha: number, coluna: number) => string | null;

/**
 * A chunk's source map as a lookup (0-based generated line and column, as V8's CPU profile
 * gives them), or null when the chunk has no map.
 */
export function localizador(dirPainel: string, caminho: string): Localizador | null {
  const arquivo = join(dirPainel, caminho.replace(/^\//, ''));
  if (!existsSync(`${arquivo}.map`)) return null;
  const mapa = JSON.parse(readFileSync(`${arquivo}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const nomes = mapa.sources.map(nomeDaFonte);
  let fonte = 0;
  const linhas = mapa.mappings.split(';').map((linha) => {
    let coluna = 0;
    const segmentos: [number, number][] = [];
    for (const s of linha.split(',')) {
      if (!s) continue;
      const campos = segmento(s);
      coluna += campos[0];
      if (campos.length >= 4) {
        fonte += campos[1];
        segmentos.push([coluna, fonte]);
      } else {
        segmentos.push([coluna, -1]);
      }
    }
    return segmentos;
  });
  return (linha, coluna) => {
    const segmentos = linhas[linha];
    if (!segmentos || segmentos.length === 0) return null;
    let [baixo, alto] = [0, segmentos.length - 1];
    if (segmentos[0][0] > coluna) return null;
    while (baixo < alto) {
      const meio = (baixo + alto + 1) >> 1;
      if (segmentos[meio][0] <= coluna) baixo = meio;
      else alto = meio - 1;
    }
    const i = segmentos[baixo][1];
    return i >= 0 ? nomes[i] : null;
  };
}
