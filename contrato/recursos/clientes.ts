/**
 * Clients of a seller group: people (CPF) and companies (CNPJ), shared by the group's stores.
 * The table predates the engine (orders refer to it), hence `clients` and the `cpf` column.
 * Served at /v2/logins, the seed API's client endpoint; seen at /cadastros/clientes and, with the
 * client's orders, at /vendas/gestao-clientes.
 */
import { defineRecurso } from './recurso';

export const clientes = defineRecurso({
  nome: 'clientes',
  rotulo: { singular: 'Cliente', plural: 'Clientes', genero: 'o' },
  caminho: '/v2/logins',
  caminhoConsulta: '/v2/logins',
  tabela: 'clients',
  permissoes: {
    ler: ['cadastros_clientes', 'vendas_gestao_de_clientes', 'vendas_gestao_de_pedidos', 'marketing_crm'],
    escrever: ['cadastros_clientes', 'vendas_gestao_de_clientes'],
  },
  escopo: 'grupo',
  titulo: 'nome',
  detalhe: ['documento'],
  ordenacaoPadrao: { campo: 'nome', ordem: 'asc' },
  secoes: ['Identificação', 'Contato', 'Endereço', 'Preferências'],
  campos: {
    nome: { tipo: 'texto', rotulo: 'Nome ou razão social', obrigatorio: true, min: 2, coluna: true, busca: true, ordenavel: true },
    tipo_pessoa: {
      tipo: 'escolha',
      rotulo: 'Tipo de pessoa',
      obrigatorio: true,
      padrao: 'fisica',
      opcoes: [
        { valor: 'fisica', rotulo: 'Pessoa física' },
        { valor: 'juridica', rotulo: 'Pessoa jurídica' },
      ],
      coluna: 'opcional',
      filtro: true,
    },
    documento: {
      tipo: 'cpf_cnpj',
      rotulo: 'CPF/CNPJ',
      colunaSql: 'cpf',
      obrigatorio: true,
      unico: true,
      coluna: true,
      busca: true,
      filtro: true,
    },
    ie: { tipo: 'texto', rotulo: 'Inscrição estadual', max: 20, ajuda: 'Só para pessoa jurídica contribuinte do ICMS', coluna: 'opcional' },
    nascimento: { tipo: 'data', rotulo: 'Data de nascimento', coluna: 'opcional', filtro: true, ordenavel: true },
    email: { tipo: 'email', rotulo: 'E-mail', secao: 'Contato', coluna: true, busca: true, filtro: true },
    telefone: { tipo: 'telefone', rotulo: 'Telefone', secao: 'Contato', coluna: true, busca: true },
    telefone2: { tipo: 'telefone', rotulo: 'Outro telefone', secao: 'Contato' },
    endereco: { tipo: 'endereco', rotulo: 'Endereço', secao: 'Endereço', coluna: 'opcional', filtro: true },
    consentimento_marketing: {
      tipo: 'booleano',
      rotulo: 'Aceita receber ofertas',
      ajuda: 'Consentimento para comunicações de marketing (LGPD). A data é registrada ao marcar.',
      secao: 'Preferências',
      padrao: false,
      coluna: 'opcional',
      filtro: true,
    },
    consentimento_em: { tipo: 'data_hora', rotulo: 'Consentimento registrado em', secao: 'Preferências', somenteLeitura: true, coluna: 'opcional' },
    observacoes: { tipo: 'texto_longo', rotulo: 'Observações', secao: 'Preferências' },
  },
  carimbos: [{ quando: 'consentimento_marketing', grava: 'consentimento_em' }],
});
