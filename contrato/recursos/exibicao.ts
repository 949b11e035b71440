/**
 * How each type reads: on screen (the record page and the lists, documents masked in lists under
 * the LGPD), in the change history, and in a spreadsheet cell, both ways (export writes the cell,
 * import reads it back into the value the schemas of valores.ts check).
 */
import { formatCep, formatPhone } from '../br/contact';
import { formatDateTime, instanteSP, isHoraBR, minutosDaHora, normalizeDataBR, toIsoSP } from '../br/dates';
import { formatDecimalBR, parseDecimalBR } from '../br/decimal';
import { formatCnpj, formatCpf, formatCpfCnpj, maskCpfCnpj } from '../br/documentosExibicao';
import { formatMoney } from '../br/money';
import { formatNcm } from '../br/produtos';
import { casasDecimais, PARTES_ENDERECO, type Campo, type Endereco, type TipoCampo } from './campos';
import type { ValorCampo } from './valores';

export interface OpcoesExibicao {
  /** A list or an export: CPFs masked (***.456.789-**). The record page shows them whole. */
  lista?: boolean;
  /** What a reference shows (the answer's `titulos`). */
  titulo?: string | readonly string[] | null;
}

const ehEndereco = (v: ValorCampo): v is Endereco => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One line: 'Rua das Flores, 120, ap. 3 — Centro, Curitiba/PR — 80010-000'. */
export function formatEndereco(e: Endereco): string {
  const rua = [e.logradouro, e.numero, e.complemento].filter(Boolean).join(', ');
  return `${rua} — ${e.bairro}, ${e.cidade}/${e.uf} — ${formatCep(e.cep)}`;
}

const comoTexto = (v: ValorCampo) => (typeof v === 'string' ? v : String(v));
const comoNumero = (v: ValorCampo) => (typeof v === 'number' ? v : Number(v));

const EXIBIR: Record<TipoCampo, (campo: Campo, valor: ValorCampo, o: OpcoesExibicao) => string> = {
  texto: (_, v) => comoTexto(v),
  texto_longo: (_, v) => comoTexto(v),
  email: (_, v) => comoTexto(v),
  telefone: (_, v) => formatPhone(comoTexto(v)),
  cpf: (_, v, o) => (o.lista ? maskCpfCnpj(comoTexto(v)) : formatCpf(comoTexto(v))),
  cnpj: (_, v) => formatCnpj(comoTexto(v)),
  cpf_cnpj: (_, v, o) => (o.lista ? maskCpfCnpj(comoTexto(v)) : formatCpfCnpj(comoTexto(v))),
  cep: (_, v) => formatCep(comoTexto(v)),
  gtin: (_, v) => comoTexto(v),
  ncm: (_, v) => formatNcm(comoTexto(v)),
  uf: (_, v) => comoTexto(v),
  endereco: (_, v) => (ehEndereco(v) ? formatEndereco(v) : ''),
  dinheiro: (_, v) => formatMoney(comoNumero(v)),
  decimal: (c, v) => formatDecimalBR(comoNumero(v), casasDecimais(c)),
  inteiro: (_, v) => formatDecimalBR(comoNumero(v), 0),
  percentual: (_, v) => `${formatDecimalBR(comoNumero(v), 2)}%`,
  data: (_, v) => comoTexto(v),
  data_hora: (_, v) => formatDateTime(comoTexto(v)),
  booleano: (_, v) => (v === true ? 'Sim' : 'Não'),
  escolha: (c, v) => (c.tipo === 'escolha' ? (c.opcoes.find((o) => o.valor === v)?.rotulo ?? comoTexto(v)) : comoTexto(v)),
  referencia: (_, v, o) => (typeof o.titulo === 'string' ? o.titulo : `#${comoTexto(v)}`),
  referencias: (_, v, o) =>
    Array.isArray(o.titulo) ? o.titulo.join(', ') : Array.isArray(v) ? v.map((id) => `#${id}`).join(', ') : '',
};

/** The value as a person reads it; '' when empty. */
export function formatarValor(campo: Campo, valor: ValorCampo | undefined, opcoes: OpcoesExibicao = {}): string {
  if (valor === null || valor === undefined || valor === '' || (Array.isArray(valor) && valor.length === 0)) return '';
  return EXIBIR[campo.tipo](campo, valor, opcoes);
}

/** A spreadsheet cell: numbers stay numbers (so the sheet can sum them), the rest is the displayed text. */
export function celulaPlanilha(campo: Campo, valor: ValorCampo | undefined, titulo?: OpcoesExibicao['titulo']): string | number | null {
  if (valor === null || valor === undefined || valor === '') return null;
  switch (campo.tipo) {
    case 'dinheiro':
    case 'decimal':
    case 'inteiro':
    case 'percentual':
      return comoNumero(valor);
    case 'cpf':
    case 'cpf_cnpj':
      // The export is a working file of the register: documents whole, as the record page shows them.
      return formatarValor(campo, valor, { lista: false });
    default:
      return formatarValor(campo, valor, { titulo }) || null;
  }
}

/** The spreadsheet columns of an address: one per part, 'Endereço — CEP', … */
export const colunasEndereco = (campo: Campo): string[] => PARTES_ENDERECO.map((p) => `${campo.rotulo} — ${p === 'uf' ? 'UF' : p === 'cep' ? 'CEP' : p.charAt(0).toUpperCase() + p.slice(1)}`);

/**
 * A cell read by the import, turned into what the field's schema expects: numbers from '1.234,56'
 * or a numeric cell, booleans from Sim/Não, a choice from its label, a date from a date cell.
 * What cannot be read is passed on unchanged, so the schema refuses it with the field's own message.
 */
export function valorDaCelula(campo: Campo, celula: unknown): unknown {
  if (celula === null || celula === undefined) return null;
  if (typeof celula === 'string' && celula.trim() === '') return null;
  switch (campo.tipo) {
    case 'dinheiro':
    case 'decimal':
    case 'inteiro':
    case 'percentual': {
      if (typeof celula === 'number') return celula;
      const texto = String(celula).replace('R$', '').replace('%', '');
      return parseDecimalBR(texto, casasDecimais(campo)) ?? celula;
    }
    case 'booleano': {
      if (typeof celula === 'boolean') return celula;
      const t = String(celula).trim().toLowerCase();
      if (['sim', 's', 'true', '1', 'verdadeiro'].includes(t)) return true;
      if (['não', 'nao', 'n', 'false', '0', 'falso'].includes(t)) return false;
      return celula;
    }
    case 'escolha': {
      const t = String(celula).trim();
      return campo.opcoes.find((o) => o.valor === t || o.rotulo.toLowerCase() === t.toLowerCase())?.valor ?? t;
    }
    case 'data': {
      if (celula instanceof Date) return `${String(celula.getUTCDate()).padStart(2, '0')}/${String(celula.getUTCMonth() + 1).padStart(2, '0')}/${celula.getUTCFullYear()}`;
      return normalizeDataBR(String(celula)) ?? String(celula);
    }
    case 'data_hora': {
      if (celula instanceof Date) return toIsoSP(celula);
      // '24/11/2026 09:30', as the export writes it: São Paulo's wall clock.
      const [dia, hora = '00:00'] = String(celula).trim().split(/\s+/);
      const dataBR = normalizeDataBR(dia);
      return dataBR && isHoraBR(hora) ? toIsoSP(instanteSP(dataBR, minutosDaHora(hora))) : celula;
    }
    case 'referencia': {
      const n = Number(String(celula).replace('#', ''));
      return Number.isInteger(n) ? n : celula;
    }
    default:
      return typeof celula === 'number' ? String(celula) : celula;
  }
}
