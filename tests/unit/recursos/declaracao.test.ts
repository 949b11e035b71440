import { describe, expect, it } from 'vitest';
import { digitoVerificadorGtin, isGtin, isNcm } from '@retaguarda/contrato/br/produtos';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { esquemaConsulta, esquemaCriacao, esquemaEdicao } from '@retaguarda/contrato/recursos/esquemas';
import { MENSAGENS_RECURSO } from '@retaguarda/contrato/recursos/mensagens';
import { RECURSOS } from '@retaguarda/contrato/recursos';
import { caminhoDe, rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';

const problemas = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe("a resource's bodies, built from its declaration", () => {
  it('creates a client from what a form sends, defaults filled and masks removed', () => {
    const r = esquemaCriacao(clientes).safeParse({ nome: 'Ana Souza', documento: '529.982.247-25', telefone: '(41) 99876-5432', email: '' });
    expect(problemas(r)).toEqual({});
    expect(r.data).toMatchObject({ nome: 'Ana Souza', documento: '52998224725', tipo_pessoa: 'fisica', consentimento_marketing: false, telefone: '41998765432', email: null });
  });

  it('names every field a create refuses, and ignores read-only and unknown fields', () => {
    const r = esquemaCriacao(clientes).safeParse({ nome: '', documento: '111.111.111-11', nascimento: '31/02/2020', consentimento_em: 'x', hacker: 1 });
    expect(problemas(r)).toEqual({ nome: 'O campo é obrigatório', documento: 'CPF inválido', nascimento: 'Data inválida: use DD/MM/AAAA' });
  });

  it('edits only what is sent, with the version read', () => {
    const edicao = esquemaEdicao(clientes);
    expect(edicao.safeParse({ version: 3, telefone: '' }).data).toEqual({ version: 3, telefone: null });
    expect(problemas(edicao.safeParse({ telefone: '41998765432' }))).toEqual({ version: 'Informe a versão do registro (recarregue a página)' });
    expect(problemas(edicao.safeParse({ version: 3, nome: null }))).toEqual({ nome: 'O campo é obrigatório' });
  });

  it('takes custom fields of the group as declared ones', () => {
    const extras = { aniversario: { tipo: 'data', rotulo: 'Data de aniversário', obrigatorio: true } } as const;
    expect(problemas(esquemaCriacao(clientes, extras).safeParse({ nome: 'Ana', documento: '52998224725' }))).toEqual({ aniversario: 'O campo é obrigatório' });
  });
});

describe("a resource's list query", () => {
  const consulta = esquemaConsulta(clientes);

  it('defaults to the first page of 25 active records', () => {
    expect(consulta.parse({})).toEqual({ page: 1, limit: 25, situacao: 'ativos' });
  });

  it('caps the page size and the search, and knows only the declared sorts and filters', () => {
    expect(problemas(consulta.safeParse({ limit: 101 }))).toEqual({ limit: 'O limite máximo é 100' });
    expect(problemas(consulta.safeParse({ busca: 'x'.repeat(101) }))).toEqual({ busca: 'A busca tem no máximo 100 caracteres' });
    expect(problemas(consulta.safeParse({ ordenar_por: 'telefone2' }))).toEqual({ ordenar_por: 'Ordenação desconhecida' });
    expect(problemas(consulta.safeParse({ filtros: { observacoes: 'x' } }))).toEqual({ filtros: 'Filtro desconhecido' });
    expect(consulta.parse({ ordenar_por: 'nome', ordem: 'desc', filtros: { tipo_pessoa: ['juridica', 'juridica'], documento: '529.982.247-25' } })).toMatchObject({
      filtros: { tipo_pessoa: ['juridica'], documento: '52998224725' },
    });
  });
});

describe('routes and messages', () => {
  it('serves the clients at the seed API paths', () => {
    const rotas = rotasDoRecurso(clientes);
    expect(rotas.consulta).toMatchObject({ metodo: 'PUT', caminho: '/v2/logins' });
    expect(rotas.criar).toMatchObject({ metodo: 'POST', caminho: '/v2/logins' });
    expect(caminhoDe(rotas.editar, { id: 12 })).toBe('/v2/logins/12');
    expect(() => caminhoDe(rotas.obter)).toThrow('Parâmetro id ausente');
  });

  it('words the answers with the noun and its gender', () => {
    expect(MENSAGENS_RECURSO.jaExiste(clientes, clientes.campos.documento)).toBe('Já existe um cliente com este CPF/CNPJ.');
    expect(MENSAGENS_RECURSO.naoEncontrado(clientes)).toBe('O cliente não foi encontrado.');
    expect(MENSAGENS_RECURSO.criado(clientes)).toBe('Cliente criado');
  });

  it('declares sound resources: every title, sort, section, stamp and reference names something that exists', () => {
    for (const r of Object.values(RECURSOS)) {
      expect(r.campos[r.titulo], `${r.nome}.titulo`).toBeDefined();
      expect(r.campos[r.ordenacaoPadrao.campo] ?? (r.ordenacaoPadrao.campo === 'id' ? {} : undefined), `${r.nome}.ordenacaoPadrao`).toBeDefined();
      for (const [nome, campo] of Object.entries(r.campos)) {
        if (campo.secao) expect(r.secoes, `${r.nome}.${nome}.secao`).toContain(campo.secao);
        if (campo.tipo === 'referencia' || campo.tipo === 'referencias') expect(RECURSOS[campo.recurso], `${r.nome}.${nome}.recurso`).toBeDefined();
      }
      for (const c of r.carimbos ?? []) {
        expect(r.campos[c.quando]?.tipo).toBe('booleano');
        expect(r.campos[c.grava]).toMatchObject({ tipo: 'data_hora', somenteLeitura: true });
      }
    }
  });
});

describe('product codes', () => {
  it('checks the GS1 digit of EAN-13, EAN-8, UPC-12 and GTIN-14', () => {
    expect(digitoVerificadorGtin('789100031550')).toBe(7);
    expect(['7891000315507', '96385074', '036000291452', '17891000315504'].every(isGtin)).toBe(true);
    expect(['7891000315508', '789100031550', '7891000315507x', ''].some(isGtin)).toBe(false);
  });

  it('takes an NCM with or without dots, 8 digits', () => {
    expect(isNcm('6109.10.00')).toBe(true);
    expect(isNcm('61091000')).toBe(true);
    expect(isNcm('6109100')).toBe(false);
    expect(isNcm('6109-10-00a')).toBe(false);
  });
});
