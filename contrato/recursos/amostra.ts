/**
 * A body a register's creation schema accepts, built from its declaration alone: the
 * authorization matrix and the API docs need one record of any register, including one declared
 * after them, without a hand-written body per register.
 */
import { cnpj as cnpjLib, cpf as cpfLib } from 'cpf-cnpj-validator';
import { digitoVerificadorGtin } from '../br/produtos';
import { TAMANHO_TEXTO, type CampoDoTipo, type Endereco, type TipoCampo } from './campos';
import { camposEditaveis, type Recurso } from './recurso';
import type { ValorCampo } from './valores';

export interface OpcoesAmostra {
  /** A positive integer: the `unico` fields of two samples with different seeds differ. Default 1. */
  semente?: number;
  /** An id the caller may refer to, by target register name ('lojas': 3). A reference without one is left out, or refused when required. */
  referencias?: Readonly<Record<string, number>>;
}

interface Contexto {
  semente: number;
  unico: boolean;
  referencias: Readonly<Record<string, number>>;
  /** 'produtos.sku', for the errors. */
  onde: string;
}

/** Types whose few values cannot keep many records apart: a unique field of one has no sample. */
const SEM_VARIACAO = new Set<TipoCampo>(['endereco', 'booleano', 'escolha', 'uf', 'referencia', 'referencias']);

const ENDERECO: Endereco = {
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: null,
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
};

const digitos = (n: number, tamanho: number): string => String(n % 10 ** tamanho).padStart(tamanho, '0');

// the leading 9s keep a seed from giving a repeated-digit number, which the check refuses
function cpfDe(semente: number): string {
  const base = `9${digitos(semente, 8)}`;
  const d1 = cpfLib.verifierDigit(base);
  return `${base}${d1}${cpfLib.verifierDigit(`${base}${d1}`)}`;
}

function cnpjDe(semente: number): string {
  const base = `99${digitos(semente, 6)}0001`;
  const d1 = cnpjLib.verifierDigit(base);
  return `${base}${d1}${cnpjLib.verifierDigit(`${base}${d1}`)}`;
}

// GS1 prefixes 200-299 are for a company's internal use: never a real product's EAN
function gtinDe(semente: number): string {
  const base = `2${digitos(semente, 11)}`;
  return `${base}${digitoVerificadorGtin(base)}`;
}

/** 'Amostra SKU 7' within the declared length: the seed survives a short maximum, a minimum is padded. */
function texto(rotulo: string, semente: number, max: number, min = 0): string {
  const sufixo = ` ${semente}`;
  const prefixo = `Amostra ${rotulo}`.slice(0, Math.max(0, max - sufixo.length)).trimEnd();
  return `${prefixo}${sufixo}`.trim().slice(-max).padEnd(min, 'x');
}

/** The base within min/max; a unique one steps by the smallest unit from the minimum, wrapping at the maximum. */
function numero(c: { min?: number; max?: number }, base: number, casas: number, o: Contexto): number {
  const fator = 10 ** casas;
  if (!o.unico) return Math.round(Math.min(c.max ?? Infinity, Math.max(c.min ?? -Infinity, base)) * fator) / fator;
  const inicio = c.min ?? (c.max !== undefined && c.max < 0 ? c.max - 1_000_000 : 0);
  const passos = c.max === undefined ? Infinity : Math.floor((c.max - inicio) * fator + 1e-6) + 1;
  return Math.round((inicio + (o.semente % passos) / fator) * fator) / fator;
}

function dataDe(semente: number): Date {
  return new Date(Date.UTC(2026, 1, 1) + (semente % 3650) * 86_400_000);
}
const dataBR = (d: Date): string => `${digitos(d.getUTCDate(), 2)}/${digitos(d.getUTCMonth() + 1, 2)}/${d.getUTCFullYear()}`;

function referencia(recurso: string, obrigatorio: boolean | undefined, o: Contexto): number | undefined {
  const id = o.referencias[recurso];
  if (id === undefined && obrigatorio) throw new Error(`${o.onde} é obrigatório: passe um id de '${recurso}' em opcoes.referencias`);
  return id;
}

/** One value per type; undefined leaves the field out. Exhaustive: a new type does not compile until it has a sample. */
const AMOSTRA: { [T in TipoCampo]: (c: CampoDoTipo<T>, o: Contexto) => ValorCampo | undefined } = {
  texto: (c, o) => texto(c.rotulo, o.semente, c.max ?? TAMANHO_TEXTO.texto, c.min),
  texto_longo: (c, o) => texto(c.rotulo, o.semente, c.max ?? TAMANHO_TEXTO.texto_longo, c.min),
  email: (_, o) => `amostra${o.semente}@exemplo.com.br`,
  telefone: (_, o) => (o.unico ? `119${digitos(o.semente, 8)}` : '11987654321'),
  cpf: (_, o) => (o.unico ? cpfDe(o.semente) : '52998224725'),
  cnpj: (_, o) => (o.unico ? cnpjDe(o.semente) : '11222333000181'),
  cpf_cnpj: (_, o) => (o.unico ? cpfDe(o.semente) : '52998224725'),
  cep: (_, o) => (o.unico ? digitos(o.semente, 8) : '01310100'),
  gtin: (_, o) => gtinDe(o.unico ? o.semente : 1),
  ncm: (_, o) => (o.unico ? digitos(o.semente, 8) : '61091000'),
  uf: () => 'SP',
  endereco: () => ENDERECO,
  dinheiro: (c, o) => numero(c, 10, 2, o),
  inteiro: (c, o) => numero(c, 1, 0, o),
  decimal: (c, o) => numero(c, 1.5, c.casas, o),
  percentual: (c, o) => numero(c, 5, 2, o),
  data: (_, o) => dataBR(o.unico ? dataDe(o.semente) : dataDe(0)),
  data_hora: (_, o) => (o.unico ? dataDe(o.semente) : dataDe(0)).toISOString(),
  booleano: (c) => c.padrao ?? false,
  escolha: (c, o) => {
    const valor = c.padrao ?? c.opcoes[0]?.valor;
    if (valor === undefined && c.obrigatorio) throw new Error(`${o.onde} é obrigatório e não declara opções`);
    return valor;
  },
  referencia: (c, o) => referencia(c.recurso, c.obrigatorio, o),
  referencias: (c, o) => {
    const id = referencia(c.recurso, c.obrigatorio, o);
    return id === undefined ? undefined : [id];
  },
};

/**
 * Every writable field filled (a rule between fields sees a whole record). Throws naming the
 * register and field when it cannot: a required reference with no id, a unique field of a type
 * with too few values, or a sample the register's `coerencia` refuses.
 */
export function amostraDoRecurso(recurso: Recurso, opcoes: OpcoesAmostra = {}): Record<string, ValorCampo> {
  const semente = opcoes.semente ?? 1;
  if (!Number.isInteger(semente) || semente < 1) throw new Error(`semente deve ser um inteiro positivo (recebeu ${semente})`);
  const corpo: Record<string, ValorCampo> = {};
  for (const [nome, campo] of camposEditaveis(recurso)) {
    const onde = `${recurso.nome}.${nome}`;
    const unico = campo.unico === true;
    if (unico && SEM_VARIACAO.has(campo.tipo)) throw new Error(`${onde}: um campo único do tipo '${campo.tipo}' não tem amostra que varie`);
    const gerar = AMOSTRA[campo.tipo] as (c: typeof campo, o: Contexto) => ValorCampo | undefined;
    const valor = gerar(campo, { semente, unico, referencias: opcoes.referencias ?? {}, onde });
    if (valor !== undefined) corpo[nome] = valor;
  }
  const falha = recurso.coerencia?.(corpo) ?? null;
  if (falha) throw new Error(`${recurso.nome}: a amostra não passa na coerência (${falha.campo}: ${falha.mensagem})`);
  return corpo;
}
