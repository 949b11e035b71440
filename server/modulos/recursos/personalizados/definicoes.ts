/**
 * The custom fields' definitions (table campos_personalizados), one group's per register: read
 * on every call of the register (the group's fields join the declaration for that call) and
 * written by the admin's routes (rotasCampos.ts).
 */
import type { Kysely } from 'kysely';
import { TIPOS_CAMPO_SIMPLES } from '@retaguarda/contrato/recursos/campos';
import { nomeCampoPersonalizado, recursoComPersonalizados, type CampoPersonalizado, type TipoPersonalizado } from '@retaguarda/contrato/recursos/personalizados';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { DB } from '../../../db/schema';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import type { Db } from '../consultas/leitura';

export interface LinhaCampo {
  id: number;
  rotulo: string;
  tipo: string;
  obrigatorio: number;
  coluna: number;
  filtro: number;
  opcoes: string;
  version: number;
}

const ehTipo = (t: string): t is TipoPersonalizado => (TIPOS_CAMPO_SIMPLES as readonly string[]).includes(t);

function opcoesDe(json: string): string[] {
  try {
    const lidas: unknown = JSON.parse(json);
    return Array.isArray(lidas) ? lidas.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

export function campoDaLinha(l: LinhaCampo): CampoPersonalizado {
  return {
    id: l.id,
    nome: nomeCampoPersonalizado(l.id),
    rotulo: l.rotulo,
    // only the types the routes accept are ever written; a stray one reads as text
    tipo: ehTipo(l.tipo) ? l.tipo : 'texto',
    obrigatorio: l.obrigatorio === 1,
    coluna: l.coluna === 1,
    filtro: l.filtro === 1,
    opcoes: opcoesDe(l.opcoes),
    version: l.version,
  };
}

/** The group's active custom fields of the register, in the order they were created. */
export async function camposDoGrupo(db: Db, recurso: Pick<Recurso, 'nome'>, idGrupo: number): Promise<CampoPersonalizado[]> {
  const linhas = await db
    .selectFrom('campos_personalizados')
    .select(['id', 'rotulo', 'tipo', 'obrigatorio', 'coluna', 'filtro', 'opcoes', 'version'])
    .where('id_grupo', '=', idGrupo)
    .where('recurso', '=', recurso.nome)
    .where('ativo', '=', 1)
    .orderBy('id')
    .execute();
  return linhas.map(campoDaLinha);
}

/** The register as this user's group sees it: its declaration and the group's custom fields. */
export async function recursoDoUsuario(db: Kysely<DB>, recurso: Recurso, usuario: UsuarioSessao): Promise<Recurso> {
  return recursoComPersonalizados(recurso, await camposDoGrupo(db, recurso, usuario.id_grupo));
}
