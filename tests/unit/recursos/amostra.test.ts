import { describe, expect, it } from 'vitest';
import { amostraDoRecurso } from '@retaguarda/contrato/recursos/amostra';
import type { CampoDoTipo, TipoCampo } from '@retaguarda/contrato/recursos/campos';
import { esquemaCriacao } from '@retaguarda/contrato/recursos/esquemas';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import { defineRecurso, type Recurso } from '@retaguarda/contrato/recursos/recurso';

/** An id of every register, as a caller that can see one record of each would pass. */
const REFERENCIAS: Record<string, number> = Object.fromEntries(Object.keys(RECURSOS).map((nome, i) => [nome, i + 1]));

/** One field of every type, keyed by type: a new type does not compile until it is here. */
const UM_DE_CADA: { [T in TipoCampo]: CampoDoTipo<T> } = {
  texto: { tipo: 'texto', rotulo: 'Código interno', obrigatorio: true, unico: true, min: 4, max: 6 },
  texto_longo: { tipo: 'texto_longo', rotulo: 'Notas', obrigatorio: true, min: 200 },
  email: { tipo: 'email', rotulo: 'E-mail', obrigatorio: true, unico: true },
  telefone: { tipo: 'telefone', rotulo: 'Telefone', obrigatorio: true, unico: true },
  cpf: { tipo: 'cpf', rotulo: 'CPF', obrigatorio: true, unico: true },
  cnpj: { tipo: 'cnpj', rotulo: 'CNPJ', obrigatorio: true, unico: true },
  cpf_cnpj: { tipo: 'cpf_cnpj', rotulo: 'Documento', obrigatorio: true, unico: true },
  cep: { tipo: 'cep', rotulo: 'CEP', obrigatorio: true },
  endereco: { tipo: 'endereco', rotulo: 'Endereço', obrigatorio: true },
  dinheiro: { tipo: 'dinheiro', rotulo: 'Preço', obrigatorio: true, min: 50, max: 60 },
  decimal: { tipo: 'decimal', casas: 3, rotulo: 'Peso', obrigatorio: true, unico: true, max: 0.5 },
  inteiro: { tipo: 'inteiro', rotulo: 'Posição', obrigatorio: true, unico: true, min: 10, max: 1000 },
  percentual: { tipo: 'percentual', rotulo: 'Desconto', obrigatorio: true, min: 0, max: 3 },
  data: { tipo: 'data', rotulo: 'Data', obrigatorio: true, unico: true },
  data_hora: { tipo: 'data_hora', rotulo: 'Instante', obrigatorio: true },
  booleano: { tipo: 'booleano', rotulo: 'Ativa', obrigatorio: true },
  escolha: {
    tipo: 'escolha',
    rotulo: 'Estado',
    obrigatorio: true,
    opcoes: [
      { valor: 'nova', rotulo: 'Nova' },
      { valor: 'usada', rotulo: 'Usada' },
    ],
  },
  referencia: { tipo: 'referencia', recurso: 'clientes', rotulo: 'Dono', obrigatorio: true },
  referencias: { tipo: 'referencias', recurso: 'lojas', rotulo: 'Lojas', obrigatorio: true, max: 3 },
  gtin: { tipo: 'gtin', rotulo: 'EAN', obrigatorio: true, unico: true },
  ncm: { tipo: 'ncm', rotulo: 'NCM', obrigatorio: true, unico: true },
  uf: { tipo: 'uf', rotulo: 'UF', obrigatorio: true },
};

const descartavel = defineRecurso({
  nome: 'amostras',
  rotulo: { singular: 'Amostra', plural: 'Amostras', genero: 'a' },
  caminho: '/v2/teste/amostras',
  tabela: 'amostras',
  permissoes: { ler: ['cadastros_produtos'], escrever: ['cadastros_produtos'] },
  escopo: 'grupo',
  titulo: 'texto',
  ordenacaoPadrao: { campo: 'texto', ordem: 'asc' },
  campos: UM_DE_CADA,
});

const TODOS: [string, Recurso][] = [...Object.entries(RECURSOS), ['descartável', descartavel]];

/** The body as the server stores it: what a unique index compares. */
function criar(recurso: Recurso, semente: number): Record<string, unknown> {
  const resultado = esquemaCriacao(recurso).safeParse(amostraDoRecurso(recurso, { semente, referencias: REFERENCIAS }));
  if (!resultado.success) throw new Error(`${recurso.nome}: ${JSON.stringify(resultado.error.issues)}`);
  return resultado.data as Record<string, unknown>;
}

describe('amostraDoRecurso', () => {
  it.each(TODOS)('%s: the creation schema accepts the sample and its rules between fields too', (_, recurso) => {
    for (const semente of [1, 2, 987_654]) {
      const corpo = amostraDoRecurso(recurso, { semente, referencias: REFERENCIAS });
      expect(esquemaCriacao(recurso).safeParse(corpo).error?.issues ?? []).toEqual([]);
      expect(recurso.coerencia?.(corpo) ?? null).toBeNull();
    }
  });

  it.each(TODOS)('%s: two seeds give different values to every unique field', (_, recurso) => {
    const unicos = Object.entries(recurso.campos).filter(([, c]) => c.unico && !c.somenteLeitura);
    const um = criar(recurso, 1);
    const outro = criar(recurso, 2);
    for (const [nome] of unicos) {
      expect(um[nome], nome).not.toBeNull();
      expect(um[nome], nome).not.toEqual(outro[nome]);
    }
  });

  it('fills every writable field of the throwaway register, references included', () => {
    expect(Object.keys(criar(descartavel, 1)).sort()).toEqual(Object.keys(UM_DE_CADA).sort());
    expect(criar(descartavel, 1)).toMatchObject({ referencia: REFERENCIAS.clientes, referencias: [REFERENCIAS.lojas] });
  });

  it('leaves an optional reference out when no id is given, and refuses a required one by name', () => {
    const produto = amostraDoRecurso(RECURSOS.produtos);
    expect(produto).not.toHaveProperty('fornecedor');
    expect(esquemaCriacao(RECURSOS.produtos).safeParse(produto).success).toBe(true);
    expect(() => amostraDoRecurso(RECURSOS.funcionarios)).toThrow(/funcionarios\.loja.*'lojas'/);
  });

  it('names the register when its rule between fields refuses the sample', () => {
    const exigente = { ...descartavel, coerencia: () => ({ campo: 'texto', mensagem: 'Nunca' }) };
    expect(() => amostraDoRecurso(exigente, { referencias: REFERENCIAS })).toThrow(/amostras: .*texto: Nunca/);
  });
});
