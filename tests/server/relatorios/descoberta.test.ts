import { describe, expect, it } from 'vitest';
import { defineRelatorio, ehDeclaracaoRelatorio, type DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { carregarRelatorios, parearRelatorios } from '../../../server/modulos/relatorios/carregar';
import { DIRETORIO_MODULOS } from '../../../server/modulos/carregar';
import { defineConsultaRelatorio, type RelatorioImplementado } from '../../../server/modulos/relatorios/definir';
import { RELATORIO_TESTE } from '../../fixtures/relatorios/contrato/modulos/testes/pedidos.relatorios';
import { PASTA_RELATORIO_TESTE } from './apoio';

/** As the loader holds them: read from a module's exports, each of its own declaration's types. */
function declaracao(d: unknown): DeclaracaoRelatorio {
  if (!ehDeclaracaoRelatorio(d)) throw new Error('não é a declaração de um relatório');
  return d;
}
const teste = declaracao(RELATORIO_TESTE);
const consulta: unknown = defineConsultaRelatorio(RELATORIO_TESTE, async () => ({ linhas: [] }));
const implementado = consulta as RelatorioImplementado;
const outro = declaracao(defineRelatorio({ ...RELATORIO_TESTE, id: 'teste.sem-consulta' }));
const copia = declaracao({ ...RELATORIO_TESTE });

describe('the declared reports found at boot', () => {
  it("pairs the fixture's declaration with its query, beside the product's", async () => {
    const achados = await carregarRelatorios([DIRETORIO_MODULOS, PASTA_RELATORIO_TESTE]);
    expect(achados.map((r) => r.declaracao)).toContain(teste);
  });

  it('stops the boot for a declaration without a query, a query without a declaration, or two queries of one report', () => {
    expect(() => parearRelatorios([teste, outro], [implementado])).toThrow(/teste.sem-consulta: declarado sem consulta/);
    expect(() => parearRelatorios([], [implementado])).toThrow(/teste.pedidos: consulta sem declaração/);
    expect(() => parearRelatorios([teste], [implementado, implementado])).toThrow(/teste.pedidos: duas consultas/);
    expect(() => parearRelatorios([copia], [implementado])).toThrow(/outra declaração/);
    expect(parearRelatorios([teste], [implementado])).toEqual([implementado]);
  });
});
