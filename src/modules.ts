/**
 * The module registry: every module of the menu, in menu order (SPEC section 2). Routes, menu
 * entries, access guards and page titles all follow from these declarations; adding a module
 * is one folder under src/resources/ and one line here.
 */
import type { ModuleDefinition } from './resources/defineModule';
import visaoGeralOperacoes from './resources/dashboard/visao-geral-operacoes';
import indicadoresDesempenho from './resources/dashboard/indicadores-desempenho';
import alertasNotificacoesCriticas from './resources/dashboard/alertas-notificacoes-criticas';
import resumoFinanceiro from './resources/dashboard/resumo-financeiro';
import clientes from './resources/cadastros/clientes';
import usuarios from './resources/cadastros/usuarios';
import fornecedores from './resources/cadastros/fornecedores';
import produtos from './resources/cadastros/produtos';
import funcionarios from './resources/cadastros/funcionarios';
import contasReceber from './resources/financeiro/contas-receber';
import contasPagar from './resources/financeiro/contas-pagar';
import fluxoCaixa from './resources/financeiro/fluxo-caixa';
import relatoriosFinanceiros from './resources/financeiro/relatorios-financeiros';
import gestaoFiscalTributaria from './resources/financeiro/gestao-fiscal-tributaria';
import pedidosCompra from './resources/compras/pedidos-compra';
import gestaoFornecedores from './resources/compras/gestao-fornecedores';
import recebimentoConferencia from './resources/compras/recebimento-conferencia';
import analiseDesempenhoFornecedores from './resources/compras/analise-desempenho-fornecedores';
import gestaoEstoque from './resources/estoque/gestao-estoque';
import controleInventario from './resources/estoque/controle-inventario';
import relatoriosEstoque from './resources/estoque/relatorios-estoque';
import ajustesMovimentacoes from './resources/estoque/ajustes-movimentacoes';
import gestaoPedidos from './resources/vendas/gestao-pedidos';
import catalogoProdutos from './resources/vendas/catalogo-produtos';
import gestaoClientes from './resources/vendas/gestao-clientes';
import relatoriosVendas from './resources/vendas/relatorios-vendas';
import integracoesEcommerce from './resources/vendas/integracoes-ecommerce-marketplaces';
import gestaoCampanhas from './resources/marketing/gestao-campanhas';
import promocoesDescontos from './resources/marketing/promocoes-descontos';
import crm from './resources/marketing/crm';
import analiseImpactoCampanhas from './resources/marketing/analise-impacto-campanhas';
import jornadaCliente from './resources/torre-controle/recursos-analise-jornada-cliente';
import revisoesGestaoAcessos from './resources/torre-controle/revisoes-gestao-acessos';
import monitoramentoIot from './resources/torre-controle/integracao-monitoramento-iot';
import lojasAutonomas from './resources/torre-controle/funcionamento-operacoes-lojas-autonomas';
import monitoramentoTempoReal from './resources/torre-controle/monitoramento-tempo-real';
import analisePreditiva from './resources/torre-controle/analise-preditiva';

export const MODULES: readonly ModuleDefinition[] = [
  visaoGeralOperacoes,
  indicadoresDesempenho,
  alertasNotificacoesCriticas,
  resumoFinanceiro,
  clientes,
  usuarios,
  fornecedores,
  produtos,
  funcionarios,
  contasReceber,
  contasPagar,
  fluxoCaixa,
  relatoriosFinanceiros,
  gestaoFiscalTributaria,
  pedidosCompra,
  gestaoFornecedores,
  recebimentoConferencia,
  analiseDesempenhoFornecedores,
  gestaoEstoque,
  controleInventario,
  relatoriosEstoque,
  ajustesMovimentacoes,
  gestaoPedidos,
  catalogoProdutos,
  gestaoClientes,
  relatoriosVendas,
  integracoesEcommerce,
  gestaoCampanhas,
  promocoesDescontos,
  crm,
  analiseImpactoCampanhas,
  jornadaCliente,
  revisoesGestaoAcessos,
  monitoramentoIot,
  lojasAutonomas,
  monitoramentoTempoReal,
  analisePreditiva,
];
