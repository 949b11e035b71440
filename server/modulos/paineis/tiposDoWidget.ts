/**
 * Whether a widget's kind and columns fit its report: a KPI reads a column of the totals, a pie one
 * number over the view's grouping, a line or bars numbers over it, a ranking any of the columns.
 * A mismatch is a 400 naming the field, in words the admin can act on.
 */
import type { TipoWidgetPessoal } from '@retaguarda/contrato/api/paineisPessoais';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { ErroDeValidacao } from '../../http/validacao';

const NUMERICOS = new Set(['dinheiro', 'inteiro', 'decimal', 'percentual']);

const recusar = (campo: 'colunas' | 'tipo', mensagem: string): never => {
  throw new ErroDeValidacao('body', [campo], mensagem);
};

const lista = (nomes: readonly string[], decl: DeclaracaoRelatorio) => nomes.map((n) => decl.colunas.colunas[n]?.rotulo ?? n).join(', ');

export function conferirTipoDoWidget(decl: DeclaracaoRelatorio, tipo: TipoWidgetPessoal, colunas: readonly string[]): void {
  const declaradas = decl.colunas.colunas;
  const desconhecida = colunas.find((c) => !Object.hasOwn(declaradas, c) || declaradas[c]?.posicao);
  if (desconhecida !== undefined) recusar('colunas', `O relatório "${decl.titulo}" não tem a coluna "${desconhecida}"`);
  if (new Set(colunas).size !== colunas.length) recusar('colunas', 'Cada coluna entra uma vez só');
  const numericas = Object.keys(declaradas).filter((c) => NUMERICOS.has(declaradas[c]?.tipo ?? ''));
  const agrupa = decl.dimensoes !== undefined && Object.keys(decl.dimensoes).length > 0;
  switch (tipo) {
    case 'kpi': {
      const totais = decl.totais ?? [];
      if (totais.length === 0) recusar('tipo', `O relatório "${decl.titulo}" não tem totais: escolha linha, barras, pizza ou ranking`);
      if (colunas.length !== 1 || !totais.includes(colunas[0] ?? '')) recusar('colunas', `Um KPI mostra uma coluna de total do relatório: ${lista(totais, decl)}`);
      return;
    }
    case 'pizza':
    case 'linha':
    case 'barras': {
      if (!agrupa) recusar('tipo', `O relatório "${decl.titulo}" não se agrupa por dia, loja ou outra dimensão: escolha KPI ou ranking`);
      if (tipo === 'pizza' && colunas.length !== 1) recusar('colunas', 'Uma pizza mostra uma coluna só');
      const texto = colunas.find((c) => !numericas.includes(c));
      if (texto !== undefined) recusar('colunas', `"${declaradas[texto]?.rotulo ?? texto}" não é um número: escolha entre ${lista(numericas, decl)}`);
      return;
    }
    case 'ranking':
      return;
  }
}
