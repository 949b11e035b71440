/**
 * What a printed or exported report says about itself, in the user's words: the period (and the
 * comparison), the grouping and each filter set, stores by name.
 */
import type { Kysely } from 'kysely';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { COMPARACOES, type DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import type { DB } from '../../db/schema';
import type { RespostaRelatorio } from './consulta';
import { filtroDeLojas } from './consulta';

type Intervalo = { de?: unknown; ate?: unknown };
const ehIntervalo = (v: unknown): v is Intervalo => typeof v === 'object' && v !== null && !Array.isArray(v) && ('de' in v || 'ate' in v);

function intervalo(v: Intervalo, campo: Campo): string {
  const f = (x: unknown) => (typeof x === 'number' && campo.tipo === 'dinheiro' ? formatMoney(x) : String(x));
  if (v.de !== undefined && v.ate !== undefined) return `de ${f(v.de)} a ${f(v.ate)}`;
  return v.de !== undefined ? `a partir de ${f(v.de)}` : `até ${f(v.ate)}`;
}

function valorDoFiltro(campo: Campo, valor: unknown, lojas: ReadonlyMap<number, string> | null): string {
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (ehIntervalo(valor)) return intervalo(valor, campo);
  if (Array.isArray(valor)) {
    if (lojas) return valor.map((id) => lojas.get(Number(id)) ?? String(id)).join(', ');
    if (campo.tipo === 'escolha') return valor.map((v) => campo.opcoes.find((o) => o.valor === v)?.rotulo ?? String(v)).join(', ');
    if (campo.tipo === 'referencia' || campo.tipo === 'referencias') return valor.length === 1 ? '1 selecionado' : `${valor.length} selecionados`;
    return valor.map(String).join(', ');
  }
  return String(valor);
}

/** 'Período: 01/06/2026 a 10/06/2026', 'Comparado com: …', 'Agrupado por: Loja', then 'Loja: Centro, Shopping'. */
export async function descreverConsulta(db: Kysely<DB>, decl: DeclaracaoRelatorio, r: RespostaRelatorio, comparacao: keyof typeof COMPARACOES, filtros: Readonly<Record<string, unknown>>, idGrupo: number): Promise<string[]> {
  const linhas: string[] = [];
  if (r.periodo) linhas.push(`Período: ${r.periodo.de} a ${r.periodo.ate}`);
  if (r.comparacao) linhas.push(`Comparado com: ${COMPARACOES[comparacao]} (${r.comparacao.de} a ${r.comparacao.ate})`);
  if (r.por && decl.dimensoes) linhas.push(`Agrupado por: ${decl.dimensoes[r.por]?.rotulo ?? r.por}`);
  const nomeLojas = filtroDeLojas(decl);
  for (const [nome, campo] of Object.entries(decl.filtros)) {
    const valor = filtros[nome];
    if (valor === undefined || (Array.isArray(valor) && valor.length === 0)) continue;
    let lojas: Map<number, string> | null = null;
    if (nome === nomeLojas && Array.isArray(valor)) {
      const ids = valor.filter((x): x is number => typeof x === 'number');
      const achadas = ids.length ? await db.selectFrom('sellers').select(['id', 'nome']).where('id_grupo', '=', idGrupo).where('id', 'in', ids).execute() : [];
      lojas = new Map(achadas.map((s) => [s.id, s.nome]));
    }
    linhas.push(`${campo.rotulo}: ${valorDoFiltro(campo, valor, lojas)}`);
  }
  return linhas;
}
