import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CABECALHO_IBPT, carregarTabelaIbpt, linhaDoNcm } from '@retaguarda/contrato/fiscal/ibpt';
import { CATEGORIAS_DEMO } from '../../../server/db/seed/categorias';

const CABECALHO = CABECALHO_IBPT.join(';');
const LINHA = '61091000;;0;Camisetas de malha, de algodão;13.45;31.45;18.00;0.00;01/01/2026;30/06/2026;9oi3aC;26.1.A;IBPT/empresometro.com.br';
const arquivo = (...linhas: string[]) => [CABECALHO, ...linhas].join('\r\n');

describe('carregarTabelaIbpt', () => {
  it('loads the demo table, which covers the NCM of every demo category', () => {
    const carga = carregarTabelaIbpt(readFileSync(new URL('../../../contrato/fiscal/ibpt-demo.csv', import.meta.url)));
    if (!carga.ok) throw new Error(carga.erros.join('\n'));
    const semLinha = CATEGORIAS_DEMO.filter((c) => !linhaDoNcm(carga.tabela, c.ncm)).map((c) => c.ncm);
    expect(semLinha).toEqual([]);
  });

  it('reads rates with a decimal point or comma as hundredths of a percent', () => {
    const carga = carregarTabelaIbpt(arquivo(LINHA, '62052000;01;0;Camisas;13,45;31,5;18;0;01/01/2026;30/06/2026;9oi3aC;26.1.A;IBPT'));
    if (!carga.ok) throw new Error(carga.erros.join('\n'));
    expect(linhaDoNcm(carga.tabela, '61091000')).toMatchObject({ nacionalfederal: 1345, importadosfederal: 3145, estadual: 1800, municipal: 0, chave: '9oi3aC' });
    expect(linhaDoNcm(carga.tabela, '62052000', '01')).toMatchObject({ nacionalfederal: 1345, importadosfederal: 3150, estadual: 1800 });
    expect(linhaDoNcm(carga.tabela, '62052000')).toBeUndefined();
  });

  it('takes a quoted description holding a semicolon, and Latin-1 bytes', () => {
    const citada = LINHA.replace('Camisetas de malha, de algodão', '"Camisetas; de ""malha"""');
    const carga = carregarTabelaIbpt(Buffer.from(arquivo(citada), 'latin1'));
    if (!carga.ok) throw new Error(carga.erros.join('\n'));
    expect(linhaDoNcm(carga.tabela, '61091000')?.descricao).toBe('Camisetas; de "malha"');
    const latin1 = carregarTabelaIbpt(Buffer.from(arquivo(LINHA), 'latin1'));
    expect(latin1.ok && linhaDoNcm(latin1.tabela, '61091000')?.descricao).toBe('Camisetas de malha, de algodão');
  });

  it('refuses the whole file, naming the line and field of each problem', () => {
    const carga = carregarTabelaIbpt(
      arquivo(
        LINHA,
        LINHA.replace('61091000', '6109100'),
        LINHA.replace('13.45', '100.01').replace('31.45', '13,455'),
        LINHA.replace('30/06/2026', '31/02/2026'),
        LINHA.replace('01/01/2026', '01/07/2026'),
        LINHA.split(';').slice(0, 12).join(';'),
        LINHA,
        LINHA.replace('9oi3aC', ''),
        LINHA.replace('Camisetas', '"Camisetas'),
      ),
    );
    expect(carga).toEqual({
      ok: false,
      erros: [
        "Linha 3: NCM '6109100' deve ter 8 dígitos",
        "Linha 4: nacionalfederal '100.01' não é um percentual de 0 a 100 com até 2 casas",
        "Linha 4: importadosfederal '13,455' não é um percentual de 0 a 100 com até 2 casas",
        "Linha 5: vigenciafim '31/02/2026' não é uma data DD/MM/AAAA",
        'Linha 6: vigenciafim antes de vigenciainicio',
        "Linha 7: esperados 13 campos separados por ';', encontrados 12",
        'Linha 8: o código 61091000 já apareceu na linha 2',
        'Linha 9: chave vazio',
        'Linha 10: aspas abertas sem fechamento',
      ],
    });
  });

  it('refuses a file with another header, or with no data', () => {
    expect(carregarTabelaIbpt(LINHA)).toEqual({ ok: false, erros: [`Linha 1: o cabeçalho deve ser ${CABECALHO}`] });
    expect(carregarTabelaIbpt(`${CABECALHO}\n\n`)).toEqual({ ok: false, erros: ['O arquivo não tem nenhuma linha de dados'] });
  });

  it('lists the first 50 errors of a broken file and counts the rest', () => {
    const carga = carregarTabelaIbpt(arquivo(...Array.from({ length: 60 }, () => 'x')));
    expect(carga.ok).toBe(false);
    if (carga.ok) return;
    expect(carga.erros).toHaveLength(51);
    expect(carga.erros.at(-1)).toBe('… e mais 10 erros');
  });
});
