import type { Campo } from '@retaguarda/contrato/recursos/campos';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { esquemaFiltro } from '@retaguarda/contrato/recursos/esquemas';

const vazio = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every(vazio));

/** An object filter (a range, an address) without its empty parts, so '' never reaches the schema. */
function semPartesVazias(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  return Object.fromEntries(Object.entries(v).filter(([, parte]) => !vazio(parte)));
}

/** The filters that hold something, each without its empty parts: what a report's URL keeps and its body sends. */
export function filtrosPreenchidos(filtros: Readonly<Record<string, Campo>>, valores: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(filtros).flatMap((nome) => (vazio(valores[nome]) ? [] : [[nome, semPartesVazias(valores[nome])]])));
}

/**
 * The declared filters' values checked by the same schema the server applies (esquemaFiltro),
 * so a half-typed CPF or a date like 31/02 stays in the form, flagged, instead of earning a 400.
 * A register's filters are its fields marked `filtro`; a report, whose every declared filter is
 * one, names them all. Returns the messages by form path ('nascimento.de' for a range's first part).
 */
export function validarFiltros(
  recurso: Pick<Recurso, 'campos'>,
  valores: Readonly<Record<string, unknown>>,
  nomes: readonly string[] = Object.keys(recurso.campos).filter((nome) => recurso.campos[nome].filtro === true),
): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const nome of nomes) {
    const valor = valores[nome];
    if (vazio(valor)) continue;
    const resultado = esquemaFiltro(recurso.campos[nome]).safeParse(semPartesVazias(valor));
    if (resultado.success) continue;
    const issue = resultado.error.issues[0];
    erros[[nome, ...issue.path.filter((p) => typeof p === 'string')].join('.')] = issue.message;
  }
  return erros;
}
