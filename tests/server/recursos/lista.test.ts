import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { sql } from 'kysely';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { sqlDaConsulta } from '../../../server/modulos/recursos/consultas/lista';
import { soNoSqlite } from '../helpers';
import { sqliteDe } from '../sql-teste';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarAppRecursos, ferramentas, type AppRecursos } from './app-recursos';
import { criarUsuarioEm } from './usuarios';

const ROTAS = rotasDoRecurso(ferramentas);
let t: AppRecursos;
let admin: string;
let outroGrupo: string;
const ids: Record<string, number> = {};
let cliente: number;

async function criar(cookie: string, corpo: object): Promise<number> {
  const res = await t.chamar(cookie, 'POST', ROTAS.criar.caminho, corpo);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().RES.id;
}

const consultar = async (corpo: object = {}, cookie = admin) => {
  const res = await t.chamar(cookie, 'PUT', ROTAS.consulta.caminho, corpo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { RES: { id: number; nome: string }[]; PAG: { page: number; limit: number; total: number; total_pages: number } };
};
const nomes = async (corpo: object = {}) => (await consultar(corpo)).RES.map((r) => r.nome);

beforeAll(async () => {
  t = await criarAppRecursos();
  admin = await t.login('admin@retaguarda.dev');
  await criarUsuarioEm(t, { email: 'todas@parceira.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ALL_PERMISSION_KEYS });
  outroGrupo = await t.login('todas@parceira.dev');
  const c = await t.chamar(admin, 'POST', '/v2/logins', { nome: 'Dono', documento: '52998224725' });
  cliente = c.json().RES.id;
  ids.alicate = await criar(admin, {
    nome: 'Álicate universal',
    descricao: 'Cabo isolado',
    email: 'compras@alicates.com.br',
    telefone: '(41) 3333-4444',
    cpf: '529.982.247-25',
    cnpj: '11222333000181',
    documento: '11144477735',
    cep: '80010-000',
    endereco: { cep: '80010000', logradouro: 'Rua A', numero: '1', bairro: 'Centro', cidade: 'Curitiba', uf: 'PR' },
    preco: 35.9,
    peso: 0.3,
    estoque: 10,
    desconto: 5,
    compra: '10/01/2026',
    revisao: '2026-01-10T23:30:00-03:00',
    eletrica: false,
    estado: 'nova',
    dono: cliente,
    usuarios: [cliente],
    gtin: '7891000315507',
    ncm: '82032000',
    uf: 'PR',
  });
  ids.serra = await criar(admin, {
    nome: 'Serra circular',
    descricao: 'Disco de vídea',
    email: 'vendas@serras.com.br',
    cpf: '390.533.447-05',
    preco: 499.99,
    peso: 4.5,
    estoque: 2,
    desconto: 15,
    compra: '20/03/2026',
    revisao: '2026-03-21T00:30:00-03:00',
    eletrica: true,
    estado: 'usada',
    endereco: { cep: '01001000', logradouro: 'Praça da Sé', numero: '10', bairro: 'Sé', cidade: 'São Paulo', uf: 'SP' },
    uf: 'SP',
  });
  ids.martelo = await criar(admin, { nome: 'martelo', preco: 49.9, estoque: 0 });
  ids.inativo = await criar(admin, { nome: 'Alavanca antiga' });
  expect((await t.chamar(admin, 'POST', `${ROTAS.inativar.caminho.replace(':id', String(ids.inativo))}`, { version: 1 })).statusCode).toBe(200);
  await criar(outroGrupo, { nome: 'Alicate da parceira', documento: '11144477735' });
});
afterAll(() => t.close());

describe('the list of a declared resource', () => {
  it('answers the active records of the group, in the declared order (accents and case aside), with paging', async () => {
    const r = await consultar();
    expect(r.RES.map((x) => x.nome)).toEqual(['Álicate universal', 'martelo', 'Serra circular']);
    expect(r.PAG).toEqual({ page: 1, limit: 25, total: 3, total_pages: 1 });
    const pagina2 = await consultar({ limit: 2, page: 2, ordenar_por: 'preco', ordem: 'desc' });
    expect(pagina2.RES.map((x) => x.nome)).toEqual(['Álicate universal']);
    expect(pagina2.PAG).toEqual({ page: 2, limit: 2, total: 3, total_pages: 2 });
  });

  it('sorts by a declared field either way, then by id', async () => {
    expect(await nomes({ ordenar_por: 'preco' })).toEqual(['Álicate universal', 'martelo', 'Serra circular']);
    expect(await nomes({ ordenar_por: 'estoque', ordem: 'desc' })).toEqual(['Álicate universal', 'Serra circular', 'martelo']);
    expect(await nomes({ ordenar_por: 'compra' })).toEqual(['Álicate universal', 'Serra circular', 'martelo']);
    expect((await t.chamar(admin, 'PUT', ROTAS.consulta.caminho, { ordenar_por: 'descricao' })).statusCode).toBe(400);
  });

  it('shows inactive records only when asked', async () => {
    expect(await nomes({ situacao: 'inativos' })).toEqual(['Alavanca antiga']);
    expect((await consultar({ situacao: 'todos' })).PAG.total).toBe(4);
  });

  it('filters each type as declared', async () => {
    const casos: [object, string[]][] = [
      [{ nome: 'ALICATE' }, ['Álicate universal']],
      [{ nome: 'circ' }, ['Serra circular']],
      [{ descricao: 'videa' }, ['Serra circular']],
      [{ email: 'serras' }, ['Serra circular']],
      [{ telefone: '(41) 3333-4444' }, ['Álicate universal']],
      [{ cpf: '39053344705' }, ['Serra circular']],
      [{ cnpj: '11.222.333/0001-81' }, ['Álicate universal']],
      [{ documento: '111.444.777-35' }, ['Álicate universal']],
      [{ cep: '80010000' }, ['Álicate universal']],
      [{ endereco: { uf: ['SP'] } }, ['Serra circular']],
      [{ endereco: { cidade: 'sao paulo' } }, ['Serra circular']],
      [{ preco: { de: 40, ate: 50 } }, ['martelo']],
      [{ peso: { de: 1 } }, ['Serra circular']],
      [{ estoque: { ate: 2 } }, ['martelo', 'Serra circular']],
      [{ desconto: { de: 10 } }, ['Serra circular']],
      [{ compra: { de: '01/02/2026', ate: '20/03/2026' } }, ['Serra circular']],
      // a São Paulo day: 23:30 of the 10th is on the 10th, 00:30 of the 21st is not on the 20th
      [{ revisao: { de: '10/01/2026', ate: '10/01/2026' } }, ['Álicate universal']],
      [{ revisao: { de: '20/03/2026', ate: '20/03/2026' } }, []],
      [{ eletrica: true }, ['Serra circular']],
      [{ eletrica: false }, ['Álicate universal', 'martelo']],
      [{ estado: ['usada'] }, ['Serra circular']],
      [{ estado: [] }, ['Álicate universal', 'martelo', 'Serra circular']],
      [{ dono: [cliente] }, ['Álicate universal']],
      [{ usuarios: [cliente] }, ['Álicate universal']],
      [{ gtin: '7891000315507' }, ['Álicate universal']],
      [{ ncm: '8203.20.00' }, ['Álicate universal']],
      [{ uf: ['SP', 'RJ'] }, ['Serra circular']],
    ];
    for (const [filtros, esperado] of casos) expect(await nomes({ filtros, ordenar_por: 'nome' }), JSON.stringify(filtros)).toEqual(esperado);
  });

  it('refuses an unknown filter or an invalid value, naming it', async () => {
    const desconhecido = await t.chamar(admin, 'PUT', ROTAS.consulta.caminho, { filtros: { cor: 'azul' } });
    expect(desconhecido.statusCode).toBe(400);
    expect(desconhecido.json().validation.body.keys).toEqual(['filtros']);
    const limite = await t.chamar(admin, 'PUT', ROTAS.consulta.caminho, { limit: 101 });
    expect(limite.json().validation.body.keys).toEqual(['limit']);
    const busca = await t.chamar(admin, 'PUT', ROTAS.consulta.caminho, { busca: 'x'.repeat(101) });
    expect(busca.json().validation.body.keys).toEqual(['busca']);
  });

  it('searches every word of the texts in any order, a prefix of an e-mail and the whole of a document or code, typed with or without its mask', async () => {
    expect(await nomes({ busca: 'ali' })).toEqual(['Álicate universal']);
    expect(await nomes({ busca: 'MART' })).toEqual(['martelo']);
    expect(await nomes({ busca: 'vendas@' })).toEqual(['Serra circular']);
    expect(await nomes({ busca: 'universal' })).toEqual(['Álicate universal']);
    expect(await nomes({ busca: 'UNIVERSAL alicate' })).toEqual(['Álicate universal']);
    expect(await nomes({ busca: 'universal serra' })).toEqual([]);
    // words under three letters: a prefix of the text alone, one of the words beside a longer one
    expect(await nomes({ busca: 'ál' })).toEqual(['Álicate universal']);
    expect(await nomes({ busca: 'un' })).toEqual([]);
    expect(await nomes({ busca: 'circular se' })).toEqual(['Serra circular']);
    expect(await nomes({ busca: 'circular x' })).toEqual([]);
    expect(await nomes({ busca: '529.982.247-25' })).toEqual(['Álicate universal']);
    expect(await nomes({ busca: '52998224725' })).toEqual(['Álicate universal']);
    expect(await nomes({ busca: '111.444.777-35' })).toEqual(['Álicate universal']);
    expect(await nomes({ busca: '(41) 3333-4444' })).toEqual(['Álicate universal']);
    expect(await nomes({ busca: '7891000315507' })).toEqual(['Álicate universal']);
    expect(await nomes({ busca: '5299822472' })).toEqual([]);
  });

  // SQLite's plan: PostgreSQL plans by cost on its own statistics, so the plan is not this test's there.
  soNoSqlite('searches each field in its own covering index range and counts the total on the (group, ativo) index, never reading the whole table', () => {
    const plano = (consulta: Parameters<typeof sqlDaConsulta>[3], pagina: boolean) => {
      const { onde, ordem } = sqlDaConsulta(t.db.kysely, clientes, { coluna: 'id_grupo', valor: 1 }, consulta);
      const q = (pagina ? sql`SELECT * FROM clients WHERE ${onde} ORDER BY ${ordem} LIMIT 25` : sql`SELECT count(*) FROM clients WHERE ${onde}`).compile(t.db.kysely);
      return (sqliteDe(t.db).prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.parameters) as { detail: string }[]).map((l) => l.detail);
    };
    expect(plano({ situacao: 'ativos' }, false)).toEqual([expect.stringMatching(/^SEARCH clients USING COVERING INDEX clients_situacao_idx \(id_grupo=\? AND ativo=\?\)/)]);
    for (const pagina of [false, true]) {
      // a word of three letters or more: the name's trigram table; shorter: a prefix of the name's key
      const busca = plano({ situacao: 'ativos', busca: 'mar' }, pagina);
      expect(busca).toContainEqual(expect.stringMatching(/^SCAN clients_busca VIRTUAL TABLE INDEX 0:M/));
      const curta = plano({ situacao: 'ativos', busca: 'ma' }, pagina);
      expect(curta).toContainEqual(expect.stringMatching(/^SEARCH clients USING COVERING INDEX clients_nome_idx \(id_grupo=\? AND <expr>>\? AND <expr><\?\)/));
      for (const p of [busca, curta]) {
        expect(p).toContainEqual(expect.stringMatching(/^SEARCH clients USING COVERING INDEX clients_email_idx/));
        // the rows are read by id from the list the lookups make, not by walking an index or the table in order
        expect(p).toContainEqual(expect.stringMatching(/^SEARCH clients USING INTEGER PRIMARY KEY/));
        expect(p.join('\n')).not.toMatch(/SCAN clients\b|INDEX clients_nome_idx \(id_grupo=\?\)$/m);
      }
    }
    // a search that finds a large share of the rows: the page walks the name's index instead of sorting them
    const { onde, ordem } = sqlDaConsulta(t.db.kysely, clientes, { coluna: 'id_grupo', valor: 1 }, { situacao: 'ativos', busca: 'mar' }, { percorrerOrdem: true });
    const q = sql`SELECT * FROM clients WHERE ${onde} ORDER BY ${ordem} LIMIT 25`.compile(t.db.kysely);
    const ampla = (sqliteDe(t.db).prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.parameters) as { detail: string }[]).map((l) => l.detail);
    expect(ampla).toContainEqual(expect.stringMatching(/^SEARCH clients USING INDEX clients_nome_idx \(id_grupo=\?\)$/));
    expect(ampla.join('\n')).not.toMatch(/TEMP B-TREE/);
  });

  it('pages a search that finds most rows in the order asked, as the plain list does', async () => {
    // 'broca' in most rows of the table: the page walks the sort's index, keeping the rows found
    for (const [nome, preco] of [['Broca de aço', 12], ['broca Allen', 30], ['Broca longa', 8], ['Jogo de brocas', 55], ['Broca de vídea', 30]] as const) {
      await criar(admin, { nome, preco });
    }
    const todos = (await consultar({ limit: 100 })).RES;
    expect(todos.map((r) => r.nome).filter((n) => /broca/i.test(n))).toEqual(['broca Allen', 'Broca de aço', 'Broca de vídea', 'Broca longa', 'Jogo de brocas']);
    const pagina = await consultar({ busca: 'broca', limit: 2, page: 2 });
    expect(pagina.RES.map((r) => r.nome)).toEqual(['Broca de vídea', 'Broca longa']);
    expect(pagina.PAG).toEqual({ page: 2, limit: 2, total: 5, total_pages: 3 });
    // by price, descending, a tie by id descending
    expect(await nomes({ busca: 'BROCAS' })).toEqual(['Jogo de brocas']);
    expect(await nomes({ busca: 'broca', ordenar_por: 'preco', ordem: 'desc', limit: 3 })).toEqual(['Jogo de brocas', 'Broca de vídea', 'broca Allen']);
  });

  it("never lists another group's records", async () => {
    const daParceira = await consultar({ situacao: 'todos' }, outroGrupo);
    expect(daParceira.RES.map((r) => r.nome)).toEqual(['Alicate da parceira']);
    expect(Object.values(ids).some((id) => daParceira.RES.some((r) => r.id === id))).toBe(false);
  });
});

describe('the options of a resource (reference inputs)', () => {
  it('answers active records whose title starts with the text, and chosen ids whatever their state', async () => {
    const busca = await t.chamar(admin, 'GET', `${ROTAS.opcoes.caminho}?busca=al`);
    expect(busca.json().RES).toEqual([{ id: ids.alicate, titulo: 'Álicate universal', ativo: true }]);
    const porId = await t.chamar(admin, 'GET', `${ROTAS.opcoes.caminho}?ids=${ids.inativo},${ids.serra}`);
    expect(porId.json().RES).toEqual([
      { id: ids.inativo, titulo: 'Alavanca antiga', ativo: false },
      { id: ids.serra, titulo: 'Serra circular', ativo: true },
    ]);
    const outro = await t.chamar(outroGrupo, 'GET', `${ROTAS.opcoes.caminho}?ids=${ids.serra}`);
    expect(outro.json().RES).toEqual([]);
    expect((await t.chamar(admin, 'GET', `${ROTAS.opcoes.caminho}?ids=1;2`)).statusCode).toBe(400);
  });

  it('answers at most 20', async () => {
    for (let i = 0; i < 22; i++) await criar(admin, { nome: `Chave ${String(i).padStart(2, '0')}` });
    const res = await t.chamar(admin, 'GET', `${ROTAS.opcoes.caminho}?busca=chave`);
    expect(res.json().RES).toHaveLength(20);
    expect(res.json().RES[0].titulo).toBe('Chave 00');
  });
});
