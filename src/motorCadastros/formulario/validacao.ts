/**
 * The form's checks are the server's: each input runs its field's zod schema (esquemaCampo, from
 * contrato/recursos/valores), so a value is refused with the same Portuguese sentence before it
 * is sent as after; what only the server can know (a document already registered, a reference gone)
 * comes back as a 400 or 409 and is put under its field here too.
 */
import type { Validator } from 'react-admin';
import type { z } from 'zod/mini';
import { MENSAGEM_CAMPO_OBRIGATORIO } from '@retaguarda/contrato/api/envelope';
import { PARTES_ENDERECO, type Campo, type ParteEndereco } from '@retaguarda/contrato/recursos/campos';
import { ErroConflito } from '@retaguarda/contrato/recursos/esquemas';
import { camposEditaveis, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { esquemaCampo, vazioComoNulo, zEndereco } from '@retaguarda/contrato/recursos/valores';
import { formErrorsFrom, HttpError } from '../../http';

type ValidadorMarcado = Validator & { isRequired?: boolean };

const primeiraMensagem = (esquema: z.ZodMiniType, valor: unknown): string | undefined => {
  const r = esquema.safeParse(valor);
  return r.success ? undefined : (r.error.issues[0]?.message ?? MENSAGEM_CAMPO_OBRIGATORIO);
};

const validadores = new WeakMap<Campo, ValidadorMarcado>();

/**
 * The input's validator: the field's own schema. `isRequired` is what makes react-admin mark the
 * label. One per declaration: react-admin registers the field again when `validate` changes identity.
 */
export function validadorDoCampo(campo: Campo): ValidadorMarcado {
  const pronto = validadores.get(campo);
  if (pronto) return pronto;
  const validar = criarValidador(campo);
  validadores.set(campo, validar);
  return validar;
}

function criarValidador(campo: Campo): ValidadorMarcado {
  const esquema = esquemaCampo(campo);
  const validar: ValidadorMarcado = (valor: unknown) => primeiraMensagem(esquema, valor);
  validar.isRequired = campo.obrigatorio === true;
  return validar;
}

export const enderecoVazio = (valor: unknown): boolean =>
  valor == null || (typeof valor === 'object' && PARTES_ENDERECO.every((p) => vazioComoNulo((valor as Record<string, unknown>)[p]) === null));

const PARTES_OPCIONAIS: readonly ParteEndereco[] = ['complemento'];

/**
 * One part of an address: an address left wholly empty is no address (refused only when the
 * field is required); once any part is typed, the parts zEndereco requires are required.
 */
const validadoresEndereco = new WeakMap<Campo, Map<string, ValidadorMarcado>>();

export function validadorParteEndereco(nome: string, campo: Campo, parte: ParteEndereco): ValidadorMarcado {
  const doCampo = validadoresEndereco.get(campo) ?? new Map<string, ValidadorMarcado>();
  validadoresEndereco.set(campo, doCampo);
  const chave = `${nome}.${parte}`;
  const pronto = doCampo.get(chave);
  if (pronto) return pronto;
  const validar = criarValidadorParte(nome, campo, parte);
  doCampo.set(chave, validar);
  return validar;
}

function criarValidadorParte(nome: string, campo: Campo, parte: ParteEndereco): ValidadorMarcado {
  const esquema = zEndereco.shape[parte] as z.ZodMiniType;
  const validar: ValidadorMarcado = (valor: unknown, todos: Record<string, unknown>) => {
    if (enderecoVazio(todos[nome])) return campo.obrigatorio && !PARTES_OPCIONAIS.includes(parte) ? MENSAGEM_CAMPO_OBRIGATORIO : undefined;
    return primeiraMensagem(esquema, parte === 'complemento' ? valor : (vazioComoNulo(valor) ?? undefined));
  };
  validar.isRequired = campo.obrigatorio === true && !PARTES_OPCIONAIS.includes(parte);
  return validar;
}

/**
 * What the form sends: each writable field as the schemas output it (clean digits, trimmed
 * texts), an address with nothing typed as null. Values already passed the inputs' checks.
 */
export function corpoDoFormulario(recurso: Recurso, valores: Record<string, unknown>): Record<string, unknown> {
  const corpo: Record<string, unknown> = {};
  for (const [nome, campo] of camposEditaveis(recurso)) {
    const bruto = campo.tipo === 'endereco' && enderecoVazio(valores[nome]) ? null : valores[nome];
    const r = esquemaCampo(campo).safeParse(bruto ?? null);
    corpo[nome] = r.success ? r.data : bruto;
  }
  return corpo;
}

/** The create form's starting values: each declared default (`padrao`). */
export function valoresPadrao(recurso: Recurso): Record<string, unknown> {
  const valores: Record<string, unknown> = {};
  for (const [nome, campo] of camposEditaveis(recurso)) if ('padrao' in campo && campo.padrao !== undefined) valores[nome] = campo.padrao;
  return valores;
}

/**
 * The server's refusal as messages under the fields: the 400's keys, or the fields a 409 names
 * (a unique value another record has). Null when the error belongs to no field.
 */
export function errosDoServidor(erro: unknown): Record<string, string> | null {
  const validacao = formErrorsFrom(erro);
  if (validacao) return validacao;
  if (erro instanceof HttpError && erro.status === 409) {
    const conflito = ErroConflito.safeParse(erro.body);
    if (conflito.success && conflito.data.campos?.length) return Object.fromEntries(conflito.data.campos.map((c) => [c, conflito.data.RES]));
  }
  return null;
}
