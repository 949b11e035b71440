import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { MIGRACOES } from '../../../server/db/migracoes';
import { migrarAteAUltima } from '../../../server/db/migrar';
import { criarAppRecursos, ferramentas, type AppRecursos } from './app-recursos';

let t: AppRecursos;
let admin: string;

const colunas = async (tabela: string): Promise<Record<string, string>> => {
  const linhas =
    t.db.tipo === 'postgres'
      ? await t.sql.todas<{ nome: string; tipo: string }>('SELECT column_name AS nome, data_type AS tipo FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?', tabela)
      : await t.sql.todas<{ nome: string; tipo: string }>('SELECT name AS nome, type AS tipo FROM pragma_table_info(?)', tabela);
  return Object.fromEntries(linhas.map((l) => [l.nome, l.tipo.toLowerCase()]));
};
const indices = async (tabela: string): Promise<string[]> =>
  (t.db.tipo === 'postgres'
    ? await t.sql.coluna<string>('SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ?', tabela)
    : await t.sql.coluna<string>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name NOT LIKE 'sqlite_%'", tabela)
  ).sort();
const migrarCom = (...extras: Recurso[]) => migrarAteAUltima(t.db.kysely, MIGRACOES, { ...RECURSOS, ...Object.fromEntries(extras.map((r) => [r.nome, r])) });

beforeAll(async () => {
  t = await criarAppRecursos();
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe("a resource's table, kept from its declaration", () => {
  it('is created with the base columns, one typed column per field, seven for an address and a join table for a list', async () => {
    const c = await colunas('ferramentas');
    const inteiro = t.db.tipo === 'postgres' ? 'bigint' : 'integer';
    expect(c).toMatchObject({ id: inteiro, id_grupo: inteiro, ativo: inteiro, version: inteiro, criado_em: inteiro, atualizado_em: inteiro });
    expect(c).toMatchObject({ nome: 'text', documento: 'text', compra: 'text', preco: inteiro, peso: inteiro, revisao: inteiro, eletrica: inteiro, dono: inteiro });
    expect(Object.keys(c).filter((n) => n.startsWith('endereco_')).sort()).toEqual(
      ['bairro', 'cep', 'cidade', 'complemento', 'logradouro', 'numero', 'uf'].map((p) => `endereco_${p}`),
    );
    expect(c).not.toHaveProperty('usuarios');
    expect(Object.keys(await colunas('ferramentas__usuarios')).sort()).toEqual(['id_ref', 'id_registro']);
  });

  it('has the indexes its filters, sorts, searches and unique fields need', async () => {
    expect(await indices('ferramentas')).toEqual(expect.arrayContaining(['ferramentas_nome_idx', 'ferramentas_preco_idx', 'ferramentas_cpf_idx', 'ferramentas_documento_uq', 'ferramentas_endereco_idx']));
    expect(await indices('ferramentas')).not.toContain('ferramentas_ativada_idx');
  });

  it('gains a column when a field is declared, keeping the data, and a second start changes nothing', async () => {
    const id = (await t.chamar(admin, 'POST', ferramentas.caminho, { nome: 'Furadeira', preco: 10 })).json().RES.id;
    const comCor = { ...ferramentas, campos: { ...ferramentas.campos, cor: { tipo: 'texto' as const, rotulo: 'Cor', filtro: true } } };
    await migrarCom(comCor);
    expect(await colunas('ferramentas')).toHaveProperty('cor', 'text');
    expect(await indices('ferramentas')).toContain('ferramentas_cor_idx');
    expect(await t.sql.uma('SELECT nome, preco, cor FROM ferramentas WHERE id = ?', id)).toEqual({ nome: 'Furadeira', preco: 1000, cor: null });
    const antes = [await colunas('ferramentas'), await indices('ferramentas')];
    await migrarCom(comCor);
    expect([await colunas('ferramentas'), await indices('ferramentas')]).toEqual(antes);
  });

  it('stops the start with a message naming a column whose type cannot hold its field, changing nothing', async () => {
    const retipado = {
      ...ferramentas,
      campos: { ...ferramentas.campos, estoque: { tipo: 'texto' as const, rotulo: 'Estoque' }, nova: { tipo: 'inteiro' as const, rotulo: 'Nova' } },
    };
    await expect(migrarCom(retipado)).rejects.toThrow(/A coluna ferramentas\.estoque é do tipo \w+, mas o cadastro "ferramentas" a declara como texto/);
    expect(await colunas('ferramentas')).not.toHaveProperty('nova');
  });

  it("finds the clients' legacy table with its own columns (cpf) and what the declaration adds", async () => {
    const c = await colunas('clients');
    expect(Object.keys(c)).toEqual(expect.arrayContaining(['nome', 'cpf', 'email', 'telefone', 'id_grupo', 'ativo', 'version', 'tipo_pessoa', 'nascimento', 'endereco_uf', 'consentimento_em']));
    expect(await indices('clients')).toEqual(expect.arrayContaining(['clients_cpf_uq', 'clients_nome_idx']));
  });
});
