/**
 * The declared reports and their queries, found as the modules' jobs are: every
 * `contrato/modulos/<area>/<modulo>.relatorios.ts` exports its reports' declarations, every
 * `server/modulos/<modulo>/relatorios.ts` default-exports its queries (defineConsultaRelatorio).
 * A declaration without a query, a query of no declaration, or an id used twice stops the boot.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ehDeclaracaoRelatorio, type DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { DIRETORIO_MODULOS } from '../carregar';
import type { RelatorioImplementado } from './definir';

/** contrato/modulos, beside server/modulos. */
export const DIRETORIO_DECLARACOES = join(DIRETORIO_MODULOS, '..', '..', 'contrato', 'modulos');

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const ehImplementado = (v: unknown): v is RelatorioImplementado => ehObjeto(v) && ehDeclaracaoRelatorio(v.declaracao) && typeof v.consultar === 'function';

/** Every report declared in `<diretorio>/<area>/*.relatorios.ts`, by id. */
export async function carregarDeclaracoes(diretorio: string = DIRETORIO_DECLARACOES): Promise<DeclaracaoRelatorio[]> {
  const achadas: DeclaracaoRelatorio[] = [];
  const areas = (await readdir(diretorio, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  for (const area of areas) {
    const arquivos = (await readdir(join(diretorio, area))).filter((n) => n.endsWith('.relatorios.ts')).sort();
    for (const nome of arquivos) {
      const exportado: Record<string, unknown> = await import(join(diretorio, area, nome));
      for (const valor of Object.values(exportado)) if (ehDeclaracaoRelatorio(valor) && !achadas.includes(valor)) achadas.push(valor);
    }
  }
  return achadas;
}

/** The queries of the modules under `diretorios` (default server/modulos), by folder name. */
export async function carregarConsultas(diretorios: readonly string[] = [DIRETORIO_MODULOS]): Promise<RelatorioImplementado[]> {
  const achados: RelatorioImplementado[] = [];
  for (const diretorio of diretorios) {
    const pastas = (await readdir(diretorio, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    for (const nome of pastas) {
      const arquivo = join(diretorio, nome, 'relatorios.ts');
      if (!existsSync(arquivo)) continue;
      const exportado: { default?: unknown } = await import(arquivo);
      const lista = exportado.default;
      if (!Array.isArray(lista) || !lista.every(ehImplementado)) throw new Error(`${arquivo}: exporte (default) a lista dos relatórios do módulo, cada um de defineConsultaRelatorio`);
      achados.push(...lista);
    }
  }
  return achados;
}

/**
 * Each declaration with its query: the same declaration object (not a copy), each id once, and
 * nothing left over on either side.
 */
export function parearRelatorios(declaracoes: readonly DeclaracaoRelatorio[], consultas: readonly RelatorioImplementado[]): RelatorioImplementado[] {
  const problemas: string[] = [];
  const porId = new Map<string, RelatorioImplementado>();
  for (const c of consultas) {
    if (porId.has(c.declaracao.id)) problemas.push(`relatório ${c.declaracao.id}: duas consultas`);
    porId.set(c.declaracao.id, c);
  }
  const ids = new Set<string>();
  for (const d of declaracoes) {
    if (ids.has(d.id)) problemas.push(`relatório ${d.id}: declarado duas vezes`);
    ids.add(d.id);
    const c = porId.get(d.id);
    if (!c) problemas.push(`relatório ${d.id}: declarado sem consulta no servidor (server/modulos/<modulo>/relatorios.ts)`);
    else if (c.declaracao !== d) problemas.push(`relatório ${d.id}: a consulta usa outra declaração que a do contrato`);
  }
  for (const id of porId.keys()) if (!ids.has(id)) problemas.push(`relatório ${id}: consulta sem declaração no contrato (contrato/modulos/<area>/<modulo>.relatorios.ts)`);
  if (problemas.length > 0) throw new Error(`Relatórios declarados e consultas não conferem:\n${problemas.join('\n')}`);
  return declaracoes.map((d) => porId.get(d.id)).filter((c): c is RelatorioImplementado => c !== undefined);
}

/**
 * The reports served by the modules under `diretorios` (default server/modulos): each folder's
 * queries, paired with the declarations of the contract beside it (`<diretorio>/../../contrato/modulos`,
 * as server/modulos sits beside contrato/modulos; a test's fixture is laid out the same way).
 */
export async function carregarRelatorios(diretorios: readonly string[] = [DIRETORIO_MODULOS]): Promise<RelatorioImplementado[]> {
  const declaracoes: DeclaracaoRelatorio[] = [];
  for (const diretorio of diretorios) {
    const contrato = join(diretorio, '..', '..', 'contrato', 'modulos');
    if (existsSync(contrato)) declaracoes.push(...(await carregarDeclaracoes(contrato)));
  }
  return parearRelatorios(declaracoes, await carregarConsultas(diretorios));
}
