/**
 * The declared jobs, found as the modules are: every `server/modulos/<nome>/tarefas.ts` default-
 * exports the list of its module's jobs (defineTarefa), and the server runs what this finds.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DIRETORIO_MODULOS } from '../modulos/carregar';
import { conferirAgenda } from './agenda';
import { PADROES_TAREFA, type DeclaracaoTarefa, type TarefaDeclarada } from './definir';

const ehDeclaracao = (v: unknown): v is DeclaracaoTarefa =>
  typeof v === 'object' && v !== null && 'tipo' in v && typeof v.tipo === 'string' && 'executar' in v && typeof v.executar === 'function' && 'payload' in v;

/** Normalizes and checks a list: unique types, readable schedules, a schedule's payload empty. */
export function prepararTarefas(declaracoes: readonly DeclaracaoTarefa[]): TarefaDeclarada[] {
  const vistas = new Set<string>();
  return declaracoes.map((d) => {
    if (vistas.has(d.tipo)) throw new Error(`tarefa ${d.tipo} declarada duas vezes`);
    vistas.add(d.tipo);
    if (d.agenda) {
      conferirAgenda(d.tipo, d.agenda);
      if (d.aoEvento) throw new Error(`tarefa ${d.tipo}: agenda e aoEvento não se combinam`);
      if (!d.payload.safeParse({}).success) throw new Error(`tarefa ${d.tipo}: uma tarefa agendada roda sem payload ({})`);
    }
    const t: TarefaDeclarada = { ...PADROES_TAREFA, ...d };
    if (!Number.isInteger(t.concorrencia) || t.concorrencia < 1) throw new Error(`tarefa ${d.tipo}: concorrencia deve ser um inteiro ≥ 1`);
    if (!Number.isInteger(t.maximo) || t.maximo < 1) throw new Error(`tarefa ${d.tipo}: maximo deve ser um inteiro ≥ 1`);
    return t;
  });
}

/** The jobs of the modules under `diretorios` (default server/modulos), by folder name. */
export async function carregarTarefas(diretorios: readonly string[] = [DIRETORIO_MODULOS]): Promise<TarefaDeclarada[]> {
  const declaracoes: DeclaracaoTarefa[] = [];
  for (const diretorio of diretorios) {
    const pastas = (await readdir(diretorio, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    for (const nome of pastas) {
      const arquivo = join(diretorio, nome, 'tarefas.ts');
      if (!existsSync(arquivo)) continue;
      const exportado: { default?: unknown } = await import(arquivo);
      const lista = exportado.default;
      if (!Array.isArray(lista) || !lista.every(ehDeclaracao)) throw new Error(`${arquivo}: exporte (default) a lista das tarefas do módulo, cada uma de defineTarefa`);
      declaracoes.push(...lista);
    }
  }
  return prepararTarefas(declaracoes);
}
