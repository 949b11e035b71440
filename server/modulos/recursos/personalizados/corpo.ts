/**
 * The custom fields' part of a body. Route schemas are built once from the declaration, but the
 * custom fields are the caller's group's: before validation, a hook takes the `cp_<id>` keys out
 * of the body (or of its `filtros`), the declared part is validated by the route's schema as
 * always, and the handler validates the taken keys against the group's fields with the same
 * schemas (valores.ts, esquemas.ts) and the same 400 envelope, keyed by the field's name.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { esquemaFiltro } from '@retaguarda/contrato/recursos/esquemas';
import { camposPersonalizadosDe, ehCampoPersonalizado, MENSAGENS_PERSONALIZADOS } from '@retaguarda/contrato/recursos/personalizados';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { esquemaCampo, type ValorCampo } from '@retaguarda/contrato/recursos/valores';
import { validar } from '../../../http/validacao';

const separados = new WeakMap<FastifyRequest, Record<string, unknown>>();

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** preValidation hook: moves the custom keys of the body (or of `body.filtros`) aside. */
export function separarPersonalizados(onde: 'corpo' | 'filtros') {
  return async (req: FastifyRequest): Promise<void> => {
    const corpo: unknown = req.body;
    const alvo = onde === 'corpo' ? corpo : ehObjeto(corpo) ? corpo.filtros : undefined;
    if (!ehObjeto(alvo)) return;
    const crus: Record<string, unknown> = {};
    for (const chave of Object.keys(alvo)) {
      if (!ehCampoPersonalizado(chave)) continue;
      crus[chave] = alvo[chave];
      delete alvo[chave];
    }
    separados.set(req, crus);
  };
}

const crusDe = (req: FastifyRequest): Record<string, unknown> => separados.get(req) ?? {};

/**
 * The custom fields' values of a create (every field: a required one must come) or an edit
 * (only those sent), validated; a key of no active field of the group is dropped, as an unknown
 * declared key is.
 */
export function valoresPersonalizados(req: FastifyRequest, recurso: Recurso, modo: 'criar' | 'editar'): Record<string, ValorCampo> {
  const formas: Record<string, z.ZodMiniType> = {};
  for (const [nome, campo] of camposPersonalizadosDe(recurso)) formas[nome] = modo === 'criar' ? esquemaCampo(campo) : z.optional(esquemaCampo(campo));
  if (Object.keys(formas).length === 0) return {};
  const valores = validar(z.object(formas), crusDe(req)) as Record<string, ValorCampo | undefined>;
  return Object.fromEntries(Object.entries(valores).filter((e): e is [string, ValorCampo] => e[1] !== undefined));
}

/** The custom filters of a list or export, validated; one the group's fields do not offer is a 400. */
export function filtrosPersonalizados(req: FastifyRequest, recurso: Recurso): Record<string, unknown> {
  const crus = crusDe(req);
  if (Object.keys(crus).length === 0) return {};
  const formas: Record<string, z.ZodMiniType> = {};
  for (const [nome, campo] of camposPersonalizadosDe(recurso)) if (campo.filtro) formas[nome] = z.optional(esquemaFiltro(campo));
  const esquema = z.object({ filtros: z.strictObject(formas, { error: MENSAGENS_PERSONALIZADOS.filtroDesconhecido }) });
  const { filtros } = validar(esquema, { filtros: crus }) as { filtros: Record<string, unknown> };
  return filtros;
}
