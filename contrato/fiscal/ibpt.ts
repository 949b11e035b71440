/**
 * The IBPT's "De Olho no Imposto" table: the approximate federal, state and municipal tax burden
 * of each NCM (and NBS or LC 116 service item) that Lei 12.741/2012 asks every consumer sale to
 * show. The IBPT publishes one CSV per UF (the state column differs) and per half-year; its
 * header is CABECALHO_IBPT, fields separated by semicolons, rates with two decimals.
 *
 * Parsed here by a small strict parser rather than a CSV library: the project has none (exceljs
 * reads CSV only from a Node stream, and this package also runs in the browser), and the format
 * is fixed, so every row is checked field by field and a file that drifts from it is refused with
 * the line of each problem instead of being half read.
 */
import { parseDataBR, dataBRparaChave } from '../br/dates';
import type { Centesimos } from './centavos';

export const CABECALHO_IBPT = [
  'codigo', 'ex', 'tipo', 'descricao', 'nacionalfederal', 'importadosfederal', 'estadual', 'municipal',
  'vigenciainicio', 'vigenciafim', 'chave', 'versao', 'fonte',
] as const;

/** 0: NCM (goods); 1: NBS (services); 2: item of the LC 116/2003 list (services under ISS). */
export type TipoCodigoIbpt = 0 | 1 | 2;

export interface LinhaIbpt {
  codigo: string;
  /** The TIPI exception number ("ex tarifário"), empty when the row is the code itself. */
  ex: string;
  tipo: TipoCodigoIbpt;
  descricao: string;
  nacionalfederal: Centesimos;
  importadosfederal: Centesimos;
  estadual: Centesimos;
  municipal: Centesimos;
  /** DD/MM/YYYY, the first day the row is valid. */
  vigenciainicio: string;
  /** DD/MM/YYYY, the last day the row is valid. */
  vigenciafim: string;
  chave: string;
  versao: string;
  fonte: string;
}

export interface TabelaIbpt {
  /** By `chaveLinhaIbpt(tipo, codigo, ex)`. */
  linhas: ReadonlyMap<string, LinhaIbpt>;
}

export type CargaIbpt = { ok: true; tabela: TabelaIbpt } | { ok: false; erros: string[] };

/** Beyond this many, the rest of a broken file's errors are counted, not listed. */
const MAX_ERROS = 50;

export const chaveLinhaIbpt = (tipo: TipoCodigoIbpt, codigo: string, ex = ''): string => `${tipo}|${codigo}|${ex}`;

/** The NCM row (no TIPI exception unless given) of a loaded table. */
export function linhaDoNcm(tabela: TabelaIbpt, ncm: string, ex = ''): LinhaIbpt | undefined {
  return tabela.linhas.get(chaveLinhaIbpt(0, ncm, ex));
}

/**
 * Reads the IBPT CSV. Bytes are decoded as UTF-8, or as Windows-1252 when they are not valid
 * UTF-8 (the IBPT has published its files in Latin-1). Every row is validated; any error refuses
 * the whole file, with each problem named by its line (the header is line 1).
 */
export function carregarTabelaIbpt(conteudo: string | Uint8Array): CargaIbpt {
  const texto = typeof conteudo === 'string' ? conteudo.replace(/^\uFEFF/, '') : decodificar(conteudo);
  const linhas = texto.split(/\r?\n/);
  while (linhas.length > 0 && linhas.at(-1)?.trim() === '') linhas.pop();
  const erros: string[] = [];
  const cabecalho = linhas[0]?.split(';').map((c) => c.trim().toLowerCase()).join(';') ?? '';
  if (cabecalho !== CABECALHO_IBPT.join(';')) {
    return { ok: false, erros: [`Linha 1: o cabeçalho deve ser ${CABECALHO_IBPT.join(';')}`] };
  }
  const porChave = new Map<string, LinhaIbpt>();
  const linhaDaChave = new Map<string, number>();
  for (let i = 1; i < linhas.length; i++) {
    const numero = i + 1;
    if (linhas[i].trim() === '') {
      erros.push(`Linha ${numero}: linha em branco no meio do arquivo`);
      continue;
    }
    const lida = lerLinha(linhas[i]);
    const problemas = typeof lida === 'string' ? [lida] : validarLinha(lida);
    if (typeof lida === 'string' || problemas.length > 0) {
      erros.push(...problemas.map((p) => `Linha ${numero}: ${p}`));
      continue;
    }
    const linha = paraLinhaIbpt(lida);
    const chave = chaveLinhaIbpt(linha.tipo, linha.codigo, linha.ex);
    const anterior = linhaDaChave.get(chave);
    if (anterior !== undefined) {
      erros.push(`Linha ${numero}: o código ${linha.codigo}${linha.ex ? ` ex ${linha.ex}` : ''} já apareceu na linha ${anterior}`);
      continue;
    }
    porChave.set(chave, linha);
    linhaDaChave.set(chave, numero);
  }
  if (erros.length === 0 && porChave.size === 0) erros.push('O arquivo não tem nenhuma linha de dados');
  if (erros.length > 0) return { ok: false, erros: limitar(erros) };
  return { ok: true, tabela: { linhas: porChave } };
}

function decodificar(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function limitar(erros: string[]): string[] {
  if (erros.length <= MAX_ERROS) return erros;
  return [...erros.slice(0, MAX_ERROS), `… e mais ${erros.length - MAX_ERROS} erros`];
}

/**
 * The fields of one line: split on ';', a field opened by a double quote runs to the closing one
 * (a doubled quote inside stands for one), so a description may hold a semicolon. A message when
 * the quoting is broken.
 */
function lerLinha(linha: string): string[] | string {
  const campos: string[] = [];
  let i = 0;
  for (;;) {
    if (linha[i] === '"') {
      let valor = '';
      let j = i + 1;
      for (;;) {
        const fim = linha.indexOf('"', j);
        if (fim < 0) return 'aspas abertas sem fechamento';
        valor += linha.slice(j, fim);
        if (linha[fim + 1] === '"') {
          valor += '"';
          j = fim + 2;
          continue;
        }
        i = fim + 1;
        break;
      }
      if (i < linha.length && linha[i] !== ';') return 'texto depois das aspas de fechamento';
      campos.push(valor);
    } else {
      const fim = linha.indexOf(';', i);
      campos.push(linha.slice(i, fim < 0 ? linha.length : fim));
      i = fim < 0 ? linha.length : fim;
    }
    if (i >= linha.length) return campos;
    i++;
  }
}

type Campos = Record<(typeof CABECALHO_IBPT)[number], string>;

function comoCampos(valores: string[]): Campos {
  return Object.fromEntries(CABECALHO_IBPT.map((nome, i) => [nome, valores[i].trim()])) as Campos;
}

const PERCENTUAL = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;
const PERCENTUAIS = ['nacionalfederal', 'importadosfederal', 'estadual', 'municipal'] as const;
const TIPOS: Readonly<Record<string, TipoCodigoIbpt>> = { 0: 0, 1: 1, 2: 2 };

/** "13.45" or "13,45" → 1345; undefined for anything but 0 to 100 with at most two decimals. */
function centesimos(texto: string): Centesimos | undefined {
  const m = PERCENTUAL.exec(texto);
  if (!m) return undefined;
  const valor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return valor <= 10_000 ? valor : undefined;
}

function validarLinha(valores: string[]): string[] {
  if (valores.length !== CABECALHO_IBPT.length) return [`esperados ${CABECALHO_IBPT.length} campos separados por ';', encontrados ${valores.length}`];
  const c = comoCampos(valores);
  const problemas: string[] = [];
  if (!Object.hasOwn(TIPOS, c.tipo)) problemas.push(`tipo '${c.tipo}' inválido (0 = NCM, 1 = NBS, 2 = LC 116)`);
  else if (c.tipo === '0' && !/^\d{8}$/.test(c.codigo)) problemas.push(`NCM '${c.codigo}' deve ter 8 dígitos`);
  // service codes are only carried along: the IBPT's own layout for them is looser than the NCM's
  else if (c.tipo !== '0' && !/^[\d.]{1,12}$/.test(c.codigo)) problemas.push(`código de serviço '${c.codigo}' inválido`);
  if (!/^\d{0,3}$/.test(c.ex)) problemas.push(`ex '${c.ex}' deve ter até 3 dígitos`);
  for (const nome of PERCENTUAIS) {
    if (centesimos(c[nome]) === undefined) problemas.push(`${nome} '${c[nome]}' não é um percentual de 0 a 100 com até 2 casas`);
  }
  const inicio = parseDataBR(c.vigenciainicio);
  const fim = parseDataBR(c.vigenciafim);
  if (!inicio) problemas.push(`vigenciainicio '${c.vigenciainicio}' não é uma data DD/MM/AAAA`);
  if (!fim) problemas.push(`vigenciafim '${c.vigenciafim}' não é uma data DD/MM/AAAA`);
  if (inicio && fim && dataBRparaChave(c.vigenciafim) < dataBRparaChave(c.vigenciainicio)) problemas.push('vigenciafim antes de vigenciainicio');
  for (const nome of ['chave', 'versao', 'fonte'] as const) if (c[nome] === '') problemas.push(`${nome} vazio`);
  return problemas;
}

/** Only for a line `validarLinha` passed. */
function paraLinhaIbpt(valores: string[]): LinhaIbpt {
  const c = comoCampos(valores);
  const pct = (texto: string): Centesimos => centesimos(texto) ?? 0;
  return {
    codigo: c.codigo,
    ex: c.ex,
    tipo: TIPOS[c.tipo],
    descricao: c.descricao,
    nacionalfederal: pct(c.nacionalfederal),
    importadosfederal: pct(c.importadosfederal),
    estadual: pct(c.estadual),
    municipal: pct(c.municipal),
    vigenciainicio: c.vigenciainicio,
    vigenciafim: c.vigenciafim,
    chave: c.chave,
    versao: c.versao,
    fonte: c.fonte,
  };
}
