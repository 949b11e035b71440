import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { colunasDaPlanilha } from '@retaguarda/contrato/recursos/planilha';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarAppRecursos, ferramentas, type AppRecursos } from './app-recursos';
import { criarUsuarioEm } from './usuarios';

const EXPORTAR = `${ferramentas.caminho}/xlsx`;
let t: AppRecursos;
let admin: string;
let outroGrupo: string;
let semChaves: string;
let dono: number;

async function folhaDe(corpo: Buffer): Promise<ExcelJS.Worksheet> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(corpo as unknown as ArrayBuffer);
  const folha = livro.worksheets[0];
  if (!folha) throw new Error('planilha sem folha');
  return folha;
}

/** The sheet's rows as values (header first), the first column being the name. */
const linhasDe = (folha: ExcelJS.Worksheet): unknown[][] => {
  const linhas: unknown[][] = [];
  folha.eachRow((r) => linhas.push((r.values as unknown[]).slice(1)));
  return linhas;
};
const indice = (rotulo: string) => colunasDaPlanilha(ferramentas).findIndex((c) => c.rotulo === rotulo);

beforeAll(async () => {
  t = await criarAppRecursos();
  admin = await t.login('admin@retaguarda.dev');
  await criarUsuarioEm(t, { email: 'todas@parceira.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
  await criarUsuarioEm(t, { email: 'so-escreve@retaguarda.dev', idSeller: 1, permissions: ['cadastros_fornecedores'] });
  outroGrupo = await t.login('todas@parceira.dev');
  semChaves = await t.login('so-escreve@retaguarda.dev');
  const c = await t.chamar(admin, 'POST', '/v2/logins', { nome: 'Álvaro Dono', documento: '529.982.247-25' });
  dono = c.json().RES.id;
  const criar = async (cookie: string, corpo: object) => {
    const r = await t.chamar(cookie, 'POST', ferramentas.caminho, corpo);
    expect(r.statusCode, r.body).toBe(201);
  };
  await criar(admin, {
    nome: 'Furadeira',
    cpf: '52998224725',
    documento: '11222333000181',
    endereco: { cep: '80010000', logradouro: 'Rua XV', numero: '120', bairro: 'Centro', cidade: 'Curitiba', uf: 'PR' },
    preco: 1234.56,
    peso: 2.125,
    desconto: 12.5,
    compra: '01/02/2026',
    revisao: '2026-03-04T10:30:00-03:00',
    estado: 'usada',
    dono,
    eletrica: true,
  });
  await criar(admin, { nome: 'Alicate', estado: 'nova' });
  await criar(admin, { nome: 'Serrote', estado: 'usada' });
  await criar(outroGrupo, { nome: 'Esmerilhadeira da parceira', estado: 'usada' });
});
afterAll(() => t.close());
afterEach(() => {
  delete process.env.EXPORTACAO_MAX_LINHAS;
});

describe('exporting a resource as .xlsx', () => {
  it('streams the filtered set in the list order, one column per exported field, with typed cells', async () => {
    const res = await t.chamar(admin, 'PUT', EXPORTAR, { filtros: { estado: ['usada'] }, page: 3, limit: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ferramentas-2026-11-21.xlsx"');
    expect(res.headers['x-total-rows']).toBe('2');
    const folha = await folhaDe(res.rawPayload);
    const linhas = linhasDe(folha);
    // page and limit are the screen's: the file holds the whole filtered set, sorted by name
    expect(linhas.map((l) => l[0])).toEqual(['Nome', 'Furadeira', 'Serrote']);
    expect(linhas[0]).toEqual(colunasDaPlanilha(ferramentas).map((c) => c.rotulo));
    expect(linhas[0]).toContain('Endereço — CEP');
    // a list of references has no column
    expect(linhas[0]).not.toContain('Usuários');
    const furadeira = linhas[1];
    expect(furadeira[indice('Preço')]).toBe(1234.56);
    expect(folha.getRow(2).getCell(indice('Preço') + 1).numFmt).toBe('"R$" #,##0.00');
    expect(furadeira[indice('Peso (kg)')]).toBe(2.125);
    expect(furadeira[indice('Desconto')]).toBe(12.5);
    expect(furadeira[indice('Data de compra')]).toEqual(new Date(Date.UTC(2026, 1, 1)));
    expect(folha.getRow(2).getCell(indice('Data de compra') + 1).numFmt).toBe('dd/mm/yyyy');
    // the São Paulo wall clock
    expect(furadeira[indice('Revisão')]).toEqual(new Date(Date.UTC(2026, 2, 4, 10, 30)));
    // documents whole in the file (docs/api.md: the LGPD choice)
    expect(furadeira[indice('CPF do responsável')]).toBe('529.982.247-25');
    expect(furadeira[indice('Documento')]).toBe('11.222.333/0001-81');
    expect(furadeira[indice('Estado')]).toBe('Usada');
    expect(furadeira[indice('Elétrica')]).toBe('Sim');
    expect(furadeira[indice('Dono')]).toBe('Álvaro Dono');
    expect(furadeira[indice('Endereço — CEP')]).toBe('80010-000');
    expect(furadeira[indice('Endereço — Cidade')]).toBe('Curitiba');
  });

  it('follows the search and the sort of the list', async () => {
    const res = await t.chamar(admin, 'PUT', EXPORTAR, { ordenar_por: 'nome', ordem: 'desc' });
    expect(linhasDe(await folhaDe(res.rawPayload)).map((l) => l[0])).toEqual(['Nome', 'Serrote', 'Furadeira', 'Alicate']);
    const busca = await t.chamar(admin, 'PUT', EXPORTAR, { busca: 'fura' });
    expect(linhasDe(await folhaDe(busca.rawPayload)).map((l) => l[0])).toEqual(['Nome', 'Furadeira']);
  });

  it("never holds another group's records, and records who exported what", async () => {
    const res = await t.chamar(outroGrupo, 'PUT', EXPORTAR, {});
    expect(res.statusCode).toBe(200);
    expect(linhasDe(await folhaDe(res.rawPayload)).map((l) => l[0])).toEqual(['Nome', 'Esmerilhadeira da parceira']);
    const eventos = await t.sql.coluna<string>("SELECT detalhe FROM security_events WHERE tipo = 'exportacao' ORDER BY id");
    expect(JSON.parse(eventos.at(-1) ?? '{}')).toEqual({ recurso: 'ferramentas', linhas: 1, documentos_completos: true });
  });

  it('answers 403 to a user without the read key', async () => {
    const res = await t.chamar(semChaves, 'PUT', EXPORTAR, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ RES: 'Acesso negado' });
  });

  it('refuses a set past the row cap with 413 and a Portuguese message, before writing anything', async () => {
    process.env.EXPORTACAO_MAX_LINHAS = '2';
    const res = await t.chamar(admin, 'PUT', EXPORTAR, {});
    expect(res.statusCode).toBe(413);
    expect(res.json().RES).toBe('A exportação teria 3 registros e o limite é 2. Filtre a lista e exporte em partes.');
    const ok = await t.chamar(admin, 'PUT', EXPORTAR, { busca: 'Serrote' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a query the list would refuse (400 naming the key)', async () => {
    const res = await t.chamar(admin, 'PUT', EXPORTAR, { filtros: { inexistente: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body.keys).toEqual(['filtros']);
  });

  it('exports the clients, documents whole and the address in its parts', async () => {
    const res = await t.chamar(admin, 'PUT', '/v2/logins/xlsx', { busca: 'Álvaro' });
    expect(res.statusCode).toBe(200);
    const linhas = linhasDe(await folhaDe(res.rawPayload));
    expect(linhas[0].slice(0, 3)).toEqual(['Nome ou razão social', 'Tipo de pessoa', 'CPF/CNPJ']);
    expect(linhas[1].slice(0, 3)).toEqual(['Álvaro Dono', 'Pessoa física', '529.982.247-25']);
    expect(res.headers['content-disposition']).toBe('attachment; filename="clientes-2026-11-21.xlsx"');
  });
});
