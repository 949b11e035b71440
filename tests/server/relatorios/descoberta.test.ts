import { describe, expect, it } from 'vitest';
import { defineRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { carregarRelatorios, parearRelatorios } from '../../../server/modulos/relatorios/carregar';
import { DIRETORIO_MODULOS } from '../../../server/modulos/carregar';
import { defineConsultaRelatorio } from '../../../server/modulos/relatorios/definir';
import { RELATORIO_TESTE } from '../../fixtures/relatorios/contrato/modulos/testes/pedidos.relatorios';
import { PASTA_RELATORIO_TESTE } from './apoio';

const consulta = defineConsultaRelatorio(RELATORIO_TESTE, async () => ({ linhas: [] }));
const outro = defineRelatorio({ ...RELATORIO_TESTE, id: 'teste.sem-consulta' });

describe('the declared reports found at boot', () => {
  it("pairs the fixture's declaration with its query, beside the product's", async () => {
    const achados = await carregarRelatorios([DIRETORIO_MODULOS, PASTA_RELATORIO_TESTE]);
    expect(achados.map((r) => r.declaracao)).toContain(RELATORIO_TESTE);
  });

  it('stops the boot for a declaration without a query, a query without a declaration, or two queries of one report', () => {
    expect(() => parearRelatorios([RELATORIO_TESTE, outro], [consulta])).toThrow(/teste.sem-consulta: declarado sem consulta/);
    expect(() => parearRelatorios([], [consulta])).toThrow(/teste.pedidos: consulta sem declaração/);
    expect(() => parearRelatorios([RELATORIO_TESTE], [consulta, consulta])).toThrow(/teste.pedidos: duas consultas/);
    expect(() => parearRelatorios([{ ...RELATORIO_TESTE }], [consulta])).toThrow(/outra declaração/);
    expect(parearRelatorios([RELATORIO_TESTE], [consulta])).toEqual([consulta]);
  });
});
