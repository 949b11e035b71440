import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { LIMITES_PLANILHA } from '@retaguarda/contrato/recursos/planilha';
import { cpfComDigitos } from '../../unit/br/documentArbitraries';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { VERSAO } from '../helpers';
import { criarAppRecursos, ferramentas, type AppRecursos } from './app-recursos';
import { criarUsuarioEm } from './usuarios';

const IMPORTAR = `${ferramentas.caminho}/importacao`;
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let t: AppRecursos;
let admin: string;
let adminId: number;
let outroGrupo: string;
let soLe: string;

const enviar = (arquivo: string | Buffer, { simular = false, tipo = CSV, cookie = admin, url = IMPORTAR } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${url}${simular ? '?simular=true' : ''}`,
    headers: { cookie, ...VERSAO, 'content-type': tipo },
    payload: arquivo,
  });
const contar = (tabela = 'ferramentas') => t.sql.valor<number>(`SELECT COUNT(*) AS n FROM ${tabela}`).then(Number);

beforeAll(async () => {
  t = await criarAppRecursos();
  admin = await t.login('admin@retaguarda.dev');
  adminId = Number(await t.sql.valor("SELECT id FROM users WHERE email = 'admin@retaguarda.dev'"));
  await criarUsuarioEm(t, { email: 'todas@parceira.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
  await criarUsuarioEm(t, { email: 'so-le@retaguarda.dev', idSeller: 1, permissions: ['cadastros_produtos'] });
  outroGrupo = await t.login('todas@parceira.dev');
  soLe = await t.login('so-le@retaguarda.dev');
  expect((await t.chamar(admin, 'POST', '/v2/logins', { nome: 'Álvaro Dono', documento: '529.982.247-25' })).statusCode).toBe(201);
  expect((await t.chamar(admin, 'POST', ferramentas.caminho, { nome: 'Já cadastrada', documento: '11.222.333/0001-81' })).statusCode).toBe(201);
});
afterAll(() => t.close());

/** Semicolons, a BOM, labels spelled loosely (case, accents) and a field's own name as headers. */
const COM_ERROS = [
  '\uFEFFnome;CPF do responsavel;DOCUMENTO;Preço;Data de compra;Estado;Dono;Endereço — CEP;Endereço — Logradouro;Endereço — Número;Endereço — Bairro;Endereço — Cidade;Endereço — UF',
  'Martelo;529.982.247-25;111.444.777-35;"1.234,56";01/02/2026;Usada;Álvaro Dono;80010-000;Rua XV;120;Centro;Curitiba;PR',
  'Chave;123.456.789-00;;10;;Nova;;;;;;;',
  ';;;;;;;;;;;;',
  ';;52998224725;abc;31/02/2026;Quebrada;Ninguém;;;;;;',
  'Serra;;111.444.777-35;;;;;;;;;;',
  'Trena;;11.222.333/0001-81;;;;#999999;80010-000;;120;Centro;Curitiba;PR',
].join('\r\n');

describe('importing a spreadsheet: the dry run', () => {
  it("lists every row's errors by spreadsheet line and column label, and writes nothing", async () => {
    const antes = await contar();
    const res = await enviar(COM_ERROS, { simular: true });
    expect(res.statusCode, res.body).toBe(200);
    const { RES } = res.json();
    // line 4 is blank: not a row, but the numbering still counts it
    expect(RES).toMatchObject({ linhas: 5, validas: 1 });
    expect(RES.erros).toEqual([
      { linha: 3, coluna: 'CPF do responsável', mensagem: 'CPF inválido' },
      { linha: 5, coluna: 'Nome', mensagem: 'O campo é obrigatório' },
      { linha: 5, coluna: 'Preço', mensagem: 'Valor inválido' },
      { linha: 5, coluna: 'Data de compra', mensagem: 'Data inválida: use DD/MM/AAAA' },
      { linha: 5, coluna: 'Estado', mensagem: 'Escolha uma das opções' },
      { linha: 5, coluna: 'Dono', mensagem: 'Dono: nenhum registro ativo com o nome "Ninguém".' },
      { linha: 6, coluna: 'Documento', mensagem: 'Documento repetido na planilha: já está na linha 2.' },
      { linha: 7, coluna: 'Documento', mensagem: 'Já existe uma ferramenta com este Documento.' },
      { linha: 7, coluna: 'Endereço — Logradouro', mensagem: 'O campo é obrigatório' },
      { linha: 7, coluna: 'Dono', mensagem: 'Dono: o registro escolhido não existe ou está inativo.' },
    ]);
    expect(RES.total_erros).toBe(RES.erros.length);
    expect(await contar()).toBe(antes);
  });

  it('asks for the id when a title names several records', async () => {
    for (const documento of ['35719246819', '39053344705']) {
      expect((await t.chamar(admin, 'POST', '/v2/logins', { nome: 'Homônimo', documento })).statusCode).toBe(201);
    }
    const res = await enviar('Nome;Dono\nBroca;Homônimo', { simular: true });
    expect(res.json().RES.erros).toEqual([{ linha: 2, coluna: 'Dono', mensagem: 'Dono: há mais de um registro com o nome "Homônimo"; informe o código (#id).' }]);
  });

  it('names unknown and repeated headers at line 1', async () => {
    const res = await enviar('Nome,Cor,nome\nMartelo,azul,x', { simular: true });
    expect(res.json().RES.erros).toEqual([
      { linha: 1, coluna: 'Cor', mensagem: 'Coluna desconhecida: "Cor". Use os nomes da planilha modelo.' },
      { linha: 1, coluna: 'nome', mensagem: 'Coluna repetida: "nome".' },
    ]);
  });
});

describe('importing a spreadsheet: the commit', () => {
  it('writes nothing when any row has an error (422 with the same list)', async () => {
    const antes = await contar();
    const res = await enviar(COM_ERROS);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ RES: 'Nada foi importado: a planilha tem 10 erros. Corrija e envie de novo.', linhas: 5, validas: 1 });
    expect(res.json().erros).toHaveLength(10);
    expect(await contar()).toBe(antes);
  });

  it('creates every row in the caller scope, each with its history entry by the importer', async () => {
    const csv = 'Nome,Documento,Preço,Estado,Dono\nMarreta,"111.444.777-35","1.234,56",Usada,Álvaro Dono\nPá,,10,,#1\n';
    const dono = Number(await t.sql.valor("SELECT id FROM clients WHERE nome = 'Álvaro Dono'"));
    const res = await enviar(csv.replace('#1', `#${dono}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ RES: { criados: 2 } });
    const criadas = await t.sql.todas<{ id: number; nome: string; preco: number; estado: string; dono: number; id_grupo: number; version: number }>(
      "SELECT id, nome, preco, estado, dono, id_grupo, version FROM ferramentas WHERE nome IN ('Marreta', 'Pá') ORDER BY nome",
    );
    expect(criadas.map(({ id: _id, ...r }) => r)).toEqual([
      { nome: 'Marreta', preco: 123456, estado: 'usada', dono, id_grupo: 1, version: 1 },
      // the declared default fills an absent or empty choice
      { nome: 'Pá', preco: 1000, estado: 'nova', dono, id_grupo: 1, version: 1 },
    ]);
    const historico = await t.app.inject({ method: 'GET', url: `${ferramentas.caminho}/${criadas[0].id}/historico`, headers: { cookie: admin } });
    expect(historico.json().RES).toEqual([
      expect.objectContaining({
        acao: 'importacao',
        usuario: { id: adminId, nome: expect.any(String) },
        alteracoes: expect.arrayContaining([
          { campo: 'nome', rotulo: 'Nome', antes: null, depois: 'Marreta' },
          { campo: 'preco', rotulo: 'Preço', antes: null, depois: expect.stringMatching(/^R\$\s1\.234,56$/) },
          { campo: 'dono', rotulo: 'Dono', antes: null, depois: 'Álvaro Dono' },
        ]),
      }),
    ]);
    // the same file again: every document is now taken
    const denovo = await enviar(csv.replace('#1', `#${dono}`), { simular: true });
    expect(denovo.json().RES.erros).toEqual([{ linha: 2, coluna: 'Documento', mensagem: 'Já existe uma ferramenta com este Documento.' }]);
  });

  it('writes a long file in lots: each history entry is its own record, the consent stamp only where given', async () => {
    // 250 rows: more than two of the commit's lots of 100, and rows with and without consent
    // (the stamp adds a column) mixed inside each lot
    const linhas = Array.from({ length: 250 }, (_, i) => `Em lote ${i};${cpfComDigitos(String(700_000_000 + i))};${i % 3 === 0 ? 'Sim' : 'Não'}`);
    const res = await enviar(['Nome ou razão social;CPF/CNPJ;Aceita receber ofertas', ...linhas].join('\r\n'), { url: '/v2/logins/importacao' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ RES: { criados: 250 } });
    const criados = await t.sql.todas<{ id: number; nome: string; cpf: string; consentimento_marketing: number; consentimento_em: number | null; depois: string }>(
      `SELECT c.id, c.nome, c.cpf, c.consentimento_marketing, c.consentimento_em, h.alteracoes AS depois
         FROM clients c JOIN historico_registros h ON h.recurso = 'clientes' AND h.id_registro = c.id AND h.acao = 'importacao'
        WHERE c.nome LIKE 'Em lote %'`,
    );
    expect(criados).toHaveLength(250);
    for (const c of criados) {
      const i = Number(c.nome.slice('Em lote '.length));
      expect(c.cpf).toBe(cpfComDigitos(String(700_000_000 + i)));
      expect(Boolean(Number(c.consentimento_marketing))).toBe(i % 3 === 0);
      expect(c.consentimento_em === null).toBe(i % 3 !== 0);
      // the entry written with the record names the record's own values
      expect(JSON.parse(c.depois)).toEqual(expect.arrayContaining([{ campo: 'nome', rotulo: 'Nome ou razão social', antes: null, depois: c.nome }]));
    }
    // created in the file's order
    expect(criados.sort((a, b) => a.id - b.id).map((c) => c.nome)).toEqual(linhas.map((l) => l.split(';')[0]));
  });

  it("checks uniqueness and references within the caller's group only", async () => {
    const res = await enviar('Nome;Documento;Dono\nDa parceira;111.444.777-35;\nOutra;;Álvaro Dono', { cookie: outroGrupo, simular: true });
    // the document is group 1's (free in group 2); group 1's client is not group 2's to refer to
    expect(res.json().RES.erros).toEqual([{ linha: 3, coluna: 'Dono', mensagem: 'Dono: nenhum registro ativo com o nome "Álvaro Dono".' }]);
  });

  it('reads an .xlsx: the file the export wrote comes back into another group', async () => {
    const exportado = await t.chamar(admin, 'PUT', '/v2/logins/xlsx', {});
    expect(exportado.statusCode).toBe(200);
    const antes = Number(await t.sql.valor('SELECT COUNT(*) FROM clients WHERE id_grupo <> 1'));
    const res = await enviar(exportado.rawPayload, { tipo: XLSX, cookie: outroGrupo, url: '/v2/logins/importacao' });
    expect(res.statusCode, res.body).toBe(200);
    const n = Number(exportado.headers['x-total-rows']);
    expect(res.json()).toEqual({ RES: { criados: n } });
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM clients WHERE id_grupo <> 1'))).toBe(antes + n);
  });

  it('reads an .xlsx with date, number and text cells', async () => {
    const livro = new ExcelJS.Workbook();
    const folha = livro.addWorksheet('Planilha');
    folha.addRow(['Nome', 'Data de compra', 'Preço', 'CPF do responsável', 'Revisão']);
    folha.addRow(['Lixadeira', new Date(Date.UTC(2026, 4, 6)), 99.9, 52998224725, new Date(Date.UTC(2026, 4, 6, 14, 5))]);
    const res = await enviar(Buffer.from(await livro.xlsx.writeBuffer()), { tipo: XLSX });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.sql.uma("SELECT compra, preco, cpf, revisao FROM ferramentas WHERE nome = 'Lixadeira'")).toEqual({
      compra: '2026-05-06',
      preco: 9990,
      cpf: '52998224725',
      revisao: Date.parse('2026-05-06T14:05:00-03:00'),
    });
  });
});

describe('what the import refuses before reading', () => {
  it('a file past the size cap: 413 in Portuguese', async () => {
    const res = await enviar(Buffer.alloc(LIMITES_PLANILHA.importacaoBytes + 1, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ RES: 'O arquivo passa de 5 MB. Divida a planilha em arquivos menores.' });
  });

  it('more rows than the cap: 413', async () => {
    const csv = ['Nome', ...Array.from({ length: LIMITES_PLANILHA.importacaoLinhas + 1 }, (_, i) => `F${i}`)].join('\n');
    const res = await enviar(csv, { simular: true });
    expect(res.statusCode).toBe(413);
    expect(res.json().RES).toBe('A planilha tem 10.001 linhas e o limite é 10.000 por arquivo. Divida-a em partes.');
    // an .xlsx is refused at its first filled row past the cap, however empty the rows before
    const livro = new ExcelJS.Workbook();
    const folha = livro.addWorksheet('Planilha');
    folha.addRow(['Nome']);
    folha.getRow(LIMITES_PLANILHA.importacaoLinhas + 2).getCell(1).value = 'Longe demais';
    const xlsx = await enviar(Buffer.from(await livro.xlsx.writeBuffer()), { tipo: XLSX, simular: true });
    expect(xlsx.statusCode).toBe(413);
    expect(xlsx.json().RES).toBe('A planilha tem 10.001 linhas e o limite é 10.000 por arquivo. Divida-a em partes.');
  });

  it('a content type that is not CSV or .xlsx, JSON included: 415', async () => {
    for (const tipo of ['application/pdf', 'application/json']) {
      const res = await enviar(tipo === 'application/json' ? '{"nome":"x"}' : '%PDF', { tipo });
      expect(res.statusCode, tipo).toBe(415);
      expect(res.json()).toEqual({ RES: 'Envie uma planilha .csv (separada por ; ou ,) ou .xlsx.' });
    }
  });

  it('an empty file, one with the header only, an unreadable .xlsx: 400', async () => {
    expect((await enviar('')).json()).toEqual({ RES: expect.stringContaining('A planilha está vazia') });
    expect((await enviar('Nome;Preço\n;\n')).json()).toEqual({ RES: expect.stringContaining('só tem a linha de cabeçalho') });
    const ilegivel = await enviar(Buffer.from('não é um zip'), { tipo: XLSX });
    expect(ilegivel.statusCode).toBe(400);
    expect(ilegivel.json().RES).toContain('Não foi possível ler o arquivo');
  });

  it('a user without the write key: 403, even for a dry run', async () => {
    const res = await enviar('Nome\nX', { cookie: soLe, simular: true });
    expect(res.statusCode).toBe(403);
  });
});
