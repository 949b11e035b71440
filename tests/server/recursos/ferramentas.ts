/**
 * The throwaway resource of the engine's tests, declared as a module's resource would be: the
 * server tests serve it beside RECURSOS (app-recursos.ts), the panel tests render its generated
 * screens against the real server (tests/panel/motorCadastros/recurso-descartavel.test.tsx). It imports
 * only the contract, so both sides can read it.
 */
import { defineRecurso } from '@retaguarda/contrato/recursos/recurso';

/** A throwaway resource with one field of every type, shared by the seller's group, referring to clients. */
export const ferramentas = defineRecurso({
  nome: 'ferramentas',
  rotulo: { singular: 'Ferramenta', plural: 'Ferramentas', genero: 'a' },
  caminho: '/v2/teste/ferramentas',
  tabela: 'ferramentas',
  permissoes: { ler: ['cadastros_produtos'], escrever: ['cadastros_fornecedores'] },
  escopo: 'grupo',
  titulo: 'nome',
  ordenacaoPadrao: { campo: 'nome', ordem: 'asc' },
  campos: {
    nome: { tipo: 'texto', rotulo: 'Nome', obrigatorio: true, min: 2, busca: true, ordenavel: true, filtro: true },
    descricao: { tipo: 'texto_longo', rotulo: 'Descrição', filtro: true },
    email: { tipo: 'email', rotulo: 'E-mail', busca: true, filtro: true },
    telefone: { tipo: 'telefone', rotulo: 'Telefone', busca: true, filtro: true },
    cpf: { tipo: 'cpf', rotulo: 'CPF do responsável', busca: true, filtro: true },
    cnpj: { tipo: 'cnpj', rotulo: 'CNPJ do fabricante', filtro: true },
    documento: { tipo: 'cpf_cnpj', rotulo: 'Documento', unico: true, busca: true, filtro: true },
    cep: { tipo: 'cep', rotulo: 'CEP', filtro: true },
    endereco: { tipo: 'endereco', rotulo: 'Endereço', filtro: true },
    preco: { tipo: 'dinheiro', rotulo: 'Preço', filtro: true, ordenavel: true },
    peso: { tipo: 'decimal', casas: 3, rotulo: 'Peso (kg)', filtro: true },
    estoque: { tipo: 'inteiro', rotulo: 'Estoque', min: 0, filtro: true, ordenavel: true },
    desconto: { tipo: 'percentual', rotulo: 'Desconto', max: 100, filtro: true },
    compra: { tipo: 'data', rotulo: 'Data de compra', filtro: true, ordenavel: true },
    revisao: { tipo: 'data_hora', rotulo: 'Revisão', filtro: true },
    eletrica: { tipo: 'booleano', rotulo: 'Elétrica', padrao: false, filtro: true },
    estado: {
      tipo: 'escolha',
      rotulo: 'Estado',
      obrigatorio: true,
      padrao: 'nova',
      opcoes: [
        { valor: 'nova', rotulo: 'Nova' },
        { valor: 'usada', rotulo: 'Usada' },
      ],
      filtro: true,
    },
    dono: { tipo: 'referencia', recurso: 'clientes', rotulo: 'Dono', filtro: true },
    usuarios: { tipo: 'referencias', recurso: 'clientes', rotulo: 'Usuários', filtro: true },
    gtin: { tipo: 'gtin', rotulo: 'EAN', busca: true, filtro: true },
    ncm: { tipo: 'ncm', rotulo: 'NCM', filtro: true },
    uf: { tipo: 'uf', rotulo: 'UF', filtro: true },
    ativada: { tipo: 'booleano', rotulo: 'Ativada' },
    ativada_em: { tipo: 'data_hora', rotulo: 'Ativada em', somenteLeitura: true },
  },
  carimbos: [{ quando: 'ativada', grava: 'ativada_em' }],
});
