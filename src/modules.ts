/**
 * The module registry: every module of the menu, in menu order (SPEC section 2). Routes, menu
 * entries, access guards and page titles all follow from these declarations; adding a module
 * is one folder under src/modulos/ and one line here.
 */
import type { ModuleDefinition } from './modulos/defineModule';
import visaoGeralOperacoes from './modulos/dashboard/visao-geral-operacoes';
import indicadoresDesempenho from './modulos/dashboard/indicadores-desempenho';
import alertasNotificacoesCriticas from './modulos/dashboard/alertas-notificacoes-criticas';
import resumoFinanceiro from './modulos/dashboard/resumo-financeiro';
import clientes from './modulos/cadastros/clientes';
import usuarios from './modulos/cadastros/usuarios';
import fornecedores from './modulos/cadastros/fornecedores';
import produtos from './modulos/cadastros/produtos';
import funcionarios from './modulos/cadastros/funcionarios';
import contasReceber from './modulos/financeiro/contas-receber';
import contasPagar from './modulos/financeiro/contas-pagar';
import fluxoCaixa from './modulos/financeiro/fluxo-caixa';
import relatoriosFinanceiros from './modulos/financeiro/relatorios-financeiros';
import gestaoFiscalTributaria from './modulos/financeiro/gestao-fiscal-tributaria';
import pedidosCompra from './modulos/compras/pedidos-compra';
import gestaoFornecedores from './modulos/compras/gestao-fornecedores';
import recebimentoConferencia from './modulos/compras/recebimento-conferencia';
import analiseDesempenhoFornecedores from './modulos/compras/analise-desempenho-fornecedores';
import gestaoEstoque from './modulos/estoque/gestao-estoque';
import controleInventario from './modulos/estoque/controle-inventario';
import relatoriosEstoque from './modulos/estoque/relatorios-estoque';
import ajustesMovimentacoes from './modulos/estoque/ajustes-movimentacoes';
import gestaoPedidos from './modulos/vendas/gestao-pedidos';
import catalogoProdutos from './modulos/vendas/catalogo-produtos';
import gestaoClientes from './modulos/vendas/gestao-clientes';
import relatoriosVendas from './modulos/vendas/relatorios-vendas';
import integracoesEcommerce from './modulos/vendas/integracoes-ecommerce-marketplaces';
import gestaoCampanhas from './modulos/marketing/gestao-campanhas';
import promocoesDescontos from './modulos/marketing/promocoes-descontos';
import crm from './modulos/marketing/crm';
import analiseImpactoCampanhas from './modulos/marketing/analise-impacto-campanhas';
import jornadaCliente from './modulos/torre-controle/recursos-analise-jornada-cliente';
import revisoesGestaoAcessos from './modulos/torre-controle/revisoes-gestao-acessos';
import monitoramentoIot from './modulos/torre-controle/integracao-monitoramento-iot';
import lojasAutonomas from './modulos/torre-controle/funcionamento-operacoes-lojas-autonomas';
import monitoramentoTempoReal from './modulos/torre-controle/monitoramento-tempo-real';
import analisePreditiva from './modulos/torre-controle/analise-preditiva';

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
