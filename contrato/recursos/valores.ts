/**
 * The validation of every field type, the same on both sides: the panel's forms run these
 * schemas before sending and the server runs them on every body, so a field is refused with one
 * Portuguese sentence wherever it is caught. Each schema outputs the stored spelling (digits of a
 * document, DD/MM/YYYY of a date, reais with at most the declared decimals).
 */
import { z } from 'zod/mini';
import { MENSAGEM_CAMPO_OBRIGATORIO } from '../api/envelope';
import { UFS_BR } from '../api/pedidoDetalhe';
import { MENSAGENS_VALIDACAO } from '../br/mensagensValidacao';
import { formatNumero } from '../br/numeros';
import { normalizeGtin, normalizeNcm } from '../br/produtos';
import { zCep, zCnpj, zCpf, zCpfCnpj, zDataBR, zEmail, zPhone } from '../br/zod';
import { TAMANHO_TEXTO, type Campo, type CampoDoTipo, type Endereco, type TipoCampo } from './campos';

/** A field's value as the API carries it. */
export type ValorCampo = string | number | boolean | readonly number[] | Endereco | null;

/** How many references a 'referencias' field holds at most, unless it declares fewer. */
export const MAX_REFERENCIAS = 200;

const ERRO_TIPO = (mensagem: string) => ({
  error: (issue: { input?: unknown }) => (issue.input == null ? MENSAGEM_CAMPO_OBRIGATORIO : mensagem),
});

function texto(max: number, min = 0) {
  return z.pipe(
    z.string(ERRO_TIPO(MENSAGENS_VALIDACAO.texto)),
    z.transform((v: string) => v.trim()),
  ).check(
    z.maxLength(max, { error: `No máximo ${max} caracteres` }),
    z.minLength(Math.max(min, 1), { error: min > 1 ? `No mínimo ${min} caracteres` : MENSAGEM_CAMPO_OBRIGATORIO }),
  );
}

function codigo(normalizar: (v: string) => string | null, mensagem: string) {
  return z.pipe(
    z.string(ERRO_TIPO(mensagem)),
    z.transform((v: string, ctx) => {
      const saida = normalizar(v);
      if (saida === null) {
        ctx.issues.push({ code: 'custom', message: mensagem, input: v });
        return z.NEVER;
      }
      return saida;
    }),
  );
}

function numero(casas: number, min: number | undefined, max: number | undefined, mensagem: string) {
  const fator = 10 ** casas;
  const checks = [
    z.refine<number>((v: number) => Number.isFinite(v) && Math.abs(v * fator - Math.round(v * fator)) < 1e-6, {
      error: casas === 0 ? MENSAGENS_VALIDACAO.inteiroInvalido : `No máximo ${casas} casas decimais`,
    }),
    // Stored as an integer of the smallest unit: a value past 2^53 of them would lose digits.
    z.refine<number>((v: number) => Math.abs(v * fator) <= Number.MAX_SAFE_INTEGER, { error: 'Número grande demais' }),
  ];
  if (min !== undefined) checks.push(z.refine<number>((v: number) => v >= min, { error: `O mínimo é ${formatNumero(min)}` }));
  if (max !== undefined) checks.push(z.refine<number>((v: number) => v <= max, { error: `O máximo é ${formatNumero(max)}` }));
  return z.number(ERRO_TIPO(mensagem)).check(...checks);
}

const idPositivo = z
  .number(ERRO_TIPO(MENSAGENS_VALIDACAO.referenciaInvalida))
  .check(z.int({ error: MENSAGENS_VALIDACAO.referenciaInvalida }), z.positive({ error: MENSAGENS_VALIDACAO.referenciaInvalida }));

const uf = z.pipe(
  z.string(ERRO_TIPO(MENSAGENS_VALIDACAO.ufInvalida)),
  z.transform((v: string) => v.trim().toUpperCase()),
).check(z.refine((v: string) => (UFS_BR as readonly string[]).includes(v), { error: MENSAGENS_VALIDACAO.ufInvalida }));

const opcional = <T extends z.ZodMiniType>(s: T) => z.pipe(z.transform(vazioComoNulo), z.nullable(s));

/** A full address: street, number and district required, the complement optional. */
export const zEndereco = z.object({
  cep: zCep,
  logradouro: texto(120),
  numero: texto(20),
  complemento: opcional(texto(60)),
  bairro: texto(60),
  cidade: texto(60),
  uf,
});

/** The schema of one non-empty value of each type; the builders below add 'required' and 'empty'. */
const VALOR_POR_TIPO: { [T in TipoCampo]: (campo: CampoDoTipo<T>) => z.ZodMiniType } = {
  texto: (c) => texto(c.max ?? TAMANHO_TEXTO.texto, c.min),
  texto_longo: (c) => texto(c.max ?? TAMANHO_TEXTO.texto_longo, c.min),
  email: () => zEmail,
  telefone: () => zPhone,
  cpf: () => zCpf,
  cnpj: () => zCnpj,
  cpf_cnpj: () => zCpfCnpj,
  cep: () => zCep,
  endereco: () => zEndereco,
  dinheiro: (c) => numero(2, c.min, c.max, MENSAGENS_VALIDACAO.valorInvalido),
  decimal: (c) => numero(c.casas, c.min, c.max, MENSAGENS_VALIDACAO.numeroInvalido),
  inteiro: (c) => numero(0, c.min, c.max, MENSAGENS_VALIDACAO.inteiroInvalido),
  percentual: (c) => numero(2, c.min, c.max, MENSAGENS_VALIDACAO.numeroInvalido),
  data: () => zDataBR,
  data_hora: () =>
    z.string(ERRO_TIPO(MENSAGENS_VALIDACAO.dataHoraInvalida)).check(z.iso.datetime({ offset: true, error: MENSAGENS_VALIDACAO.dataHoraInvalida })),
  booleano: () => z.boolean(ERRO_TIPO(MENSAGENS_VALIDACAO.simOuNao)),
  escolha: (c) =>
    z.string(ERRO_TIPO(MENSAGENS_VALIDACAO.opcaoInvalida)).check(
      z.refine((v: string) => c.opcoes.some((o) => o.valor === v), { error: MENSAGENS_VALIDACAO.opcaoInvalida }),
    ),
  referencia: () => idPositivo,
  referencias: (c) =>
    z.pipe(
      z.array(idPositivo, ERRO_TIPO(MENSAGENS_VALIDACAO.referenciaInvalida)).check(
        z.maxLength(c.max ?? MAX_REFERENCIAS, { error: `No máximo ${c.max ?? MAX_REFERENCIAS} itens` }),
      ),
      z.transform((ids: number[]) => [...new Set(ids)]),
    ),
  gtin: () => codigo(normalizeGtin, MENSAGENS_VALIDACAO.gtinInvalido),
  ncm: () => codigo(normalizeNcm, MENSAGENS_VALIDACAO.ncmInvalido),
  uf: () => uf,
};

/** '' and whitespace mean "no value": a cleared input is stored as null, never ''. */
export function vazioComoNulo(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' && v.trim() === '') return null;
  return v;
}

/** The schema of one non-empty value of a field. */
export function esquemaValor(campo: Campo): z.ZodMiniType {
  const construir = VALOR_POR_TIPO[campo.tipo] as (c: Campo) => z.ZodMiniType;
  return construir(campo);
}

/**
 * The schema of a field in a body: a required field refuses null, '' and absence with
 * 'O campo é obrigatório'; an optional one turns them into null. 'referencias' is never null
 * (an empty list). An absent field with a declared default takes it (on create; an edit leaves
 * absent fields alone).
 */
export function esquemaCampo(campo: Campo): z.ZodMiniType {
  const padrao = 'padrao' in campo ? campo.padrao : undefined;
  return padrao === undefined ? semPadrao(campo) : z.pipe(z.transform((v: unknown): unknown => (v === undefined ? padrao : v)), semPadrao(campo));
}

function semPadrao(campo: Campo): z.ZodMiniType {
  const valor = esquemaValor(campo);
  if (campo.tipo === 'referencias') {
    return z.pipe(
      z.transform((v: unknown): unknown => v ?? []),
      campo.obrigatorio ? valor.check(z.refine((ids: unknown) => Array.isArray(ids) && ids.length > 0, { error: MENSAGEM_CAMPO_OBRIGATORIO })) : valor,
    );
  }
  if (!campo.obrigatorio) return opcional(valor);
  return z.pipe(
    z.transform((v: unknown, ctx): unknown => {
      const limpo = vazioComoNulo(v);
      if (limpo === null) {
        ctx.issues.push({ code: 'custom', message: MENSAGEM_CAMPO_OBRIGATORIO, input: v });
        return z.NEVER;
      }
      return limpo;
    }),
    valor,
  );
}
