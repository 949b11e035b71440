import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { esquemaFiltro } from '@retaguarda/contrato/recursos/esquemas';

const vazio = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every(vazio));

/** An object filter (a range, an address) without its empty parts, so '' never reaches the schema. */
function semPartesVazias(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  return Object.fromEntries(Object.entries(v).filter(([, parte]) => !vazio(parte)));
}

/** The filters that hold something, each without its empty parts: what the URL keeps and the body sends. */
export function filtrosPreenchidos(filtros: Readonly<Record<string, Campo>>, valores: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(filtros).flatMap((nome) => (vazio(valores[nome]) ? [] : [[nome, semPartesVazias(valores[nome])]])));
}

/**
 * A report's declared filters checked by the schema the server applies to them (esquemaFiltro,
 * as the register engine's lists do), so a half-typed value stays in the form, flagged, instead of
 * earning a 400. The messages by form path ('valor.de' for a range's first part).
 */
export function validarFiltrosDeclarados(filtros: Readonly<Record<string, Campo>>, valores: Readonly<Record<string, unknown>>): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const [nome, campo] of Object.entries(filtros)) {
    const valor = valores[nome];
    if (vazio(valor)) continue;
    const resultado = esquemaFiltro(campo).safeParse(semPartesVazias(valor));
    if (resultado.success) continue;
    const issue = resultado.error.issues[0];
    erros[[nome, ...issue.path.filter((p) => typeof p === 'string')].join('.')] = issue.message;
  }
  return erros;
}
