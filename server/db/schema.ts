import type { ColumnType, Generated } from 'kysely';
import type { Canal, TipoEntrega, TipoSeller } from '@retaguarda/contrato/api/catalogos';

/**
 * Typed tables of the reference database. Instants are epoch milliseconds (UTC) so SQLite
 * compares them as integers; money is integer centavos; booleans are 0/1.
 */
export interface SellerGroupsTable {
  id: Generated<number>;
  nome: string;
}

export interface SellersTable {
  id: Generated<number>;
  id_grupo: number;
  nome: string;
  tipo: TipoSeller;
  cnpj: string;
  uf: string;
  nfce_serie: number;
  razao_social: Generated<string>;
  /** Inscrição estadual, digits or 'ISENTO'. */
  ie: Generated<string>;
  /** Seven-digit IBGE code of the city. */
  municipio_ibge: Generated<string>;
  municipio: Generated<string>;
  logradouro: Generated<string>;
  numero: Generated<string>;
  complemento: string | null;
  bairro: Generated<string>;
  cep: Generated<string>;
  telefone: string | null;
  /** The Pix key (null: the CNPJ) and the card installment rule (RegraParcelamento). */
  pix_chave: string | null;
  parcelas_maximo: Generated<number>;
  parcelas_sem_juros: Generated<number>;
  /** Hundredths of a percent a month. */
  juros_mensal: Generated<number>;
  /** 1 when the store sells without stock (on hand may go below zero). */
  estoque_negativo: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  nome: string;
  senha_hash: string;
  ativo: number;
  /** JSON array of permission keys. */
  permissions: string;
  id_seller: number;
  criado_em: number;
  atualizado_em: number;
  /** The profile whose keys the user holds besides `permissions` (the extras). */
  id_perfil: ColumnType<number | null, number | null | undefined, number | null>;
  /** The last sign-in (epoch ms). */
  ultimo_acesso_em: ColumnType<number | null, number | null | undefined, number | null>;
  /** The limit of a line's own discount in a manual order, in hundredths of a percent. */
  desconto_maximo: Generated<number>;
}

export interface PerfisTable {
  id: Generated<number>;
  id_grupo: number;
  nome: string;
  /** JSON array of permission keys, normalised (normalizarChaves). */
  chaves: string;
  criado_em: number;
  atualizado_em: number;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  /** Every token rotated from one login shares its family; reuse revokes the family. */
  family: string;
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  family_criada_em: number;
  criado_em: number;
  expira_em: number;
  ultimo_uso_em: number | null;
  rotacionado_em: number | null;
  revogado_em: number | null;
  /** The device and address the token was issued to (sign-in or renewal). */
  user_agent: string | null;
  ip: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  em: number;
}

export interface SettingsTable {
  chave: string;
  valor: string;
}

/**
 * The clients' register of a seller group (contrato/recursos/clientes.ts, escopo 'grupo'): text
 * fields hold what the declaration's schemas output (digits of documents, phones and CEPs).
 */
export interface ClientsTable {
  id: Generated<number>;
  id_grupo: number;
  nome: string;
  tipo_pessoa: 'fisica' | 'juridica' | null;
  /** The CPF (11 digits) or CNPJ (14 characters): the declaration's `documento`. */
  cpf: string;
  /** Inscrição estadual of a company. */
  ie: string | null;
  /** YYYY-MM-DD. */
  nascimento: string | null;
  email: string | null;
  telefone: string | null;
  telefone2: string | null;
  endereco_cep: string | null;
  endereco_logradouro: string | null;
  endereco_numero: string | null;
  endereco_complemento: string | null;
  endereco_bairro: string | null;
  endereco_cidade: string | null;
  endereco_uf: string | null;
  /** 0/1: consent to marketing messages (LGPD). */
  consentimento_marketing: Generated<number | null>;
  /** Epoch ms of the consent, null without one. */
  consentimento_em: number | null;
  observacoes: string | null;
  ativo: Generated<number>;
  version: Generated<number>;
  criado_em: Generated<number>;
  atualizado_em: Generated<number>;
}

/** Columns of the registers the engine keeps (server/modulos/recursos): scope and bookkeeping. */
interface ColunasDeCadastro {
  id: Generated<number>;
  id_grupo: number;
  ativo: Generated<number>;
  version: Generated<number>;
  criado_em: Generated<number>;
  atualizado_em: Generated<number>;
}

/** Seven columns of an address field `endereco` (the resource engine's storage: server/modulos/recursos/colunas.ts). */
interface ColunasEndereco {
  endereco_cep: string | null;
  endereco_logradouro: string | null;
  endereco_numero: string | null;
  endereco_complemento: string | null;
  endereco_bairro: string | null;
  endereco_cidade: string | null;
  endereco_uf: string | null;
}

/** A product as sold: a variant (colour, size) of a produto base (contrato/recursos/produtos.ts). */
export interface ProductsTable extends ColunasDeCadastro {
  /** Unique within the group. */
  sku: string;
  nome: string;
  preco_centavos: number;
  /** Eight-digit Mercosur code; null where the catalogue has none yet. */
  ncm: string | null;
  unidade: Generated<string>;
  /** produtos_base.id. */
  produto_base: number | null;
  /** fornecedores.id: the usual supplier. */
  fornecedor: number | null;
  /** GTIN digits (EAN-13 in the demo), unique within the group. */
  ean: string | null;
  cor: string | null;
  tamanho: string | null;
  situacao_venda: Generated<'a_venda' | 'lancamento' | 'fora_de_linha' | null>;
  /** Centavos. */
  custo: number | null;
  cest: string | null;
  /** Grams (kg × 1000). */
  peso_kg: number | null;
  /** Millimetres (cm × 10), as the three dimensions. */
  altura_cm: number | null;
  largura_cm: number | null;
  profundidade_cm: number | null;
}

/** A product family (contrato/recursos/produtosBase.ts); its variants are products. */
export interface ProdutosBaseTable extends ColunasDeCadastro {
  nome: string | null;
  marca: string | null;
  categoria: string | null;
  descricao: string | null;
  ncm: string | null;
  cest: string | null;
  unidade: string | null;
}

/** contrato/recursos/fornecedores.ts. */
export interface FornecedoresTable extends ColunasDeCadastro, ColunasEndereco {
  nome_fantasia: string | null;
  razao_social: string | null;
  cnpj: string | null;
  ie: string | null;
  contato: string | null;
  email: string | null;
  telefone: string | null;
  telefone2: string | null;
  /** Days. */
  prazo_pagamento: number | null;
  condicoes_pagamento: string | null;
  /** Centavos. */
  pedido_minimo: number | null;
  observacoes: string | null;
}

/** contrato/recursos/funcionarios.ts. */
export interface FuncionariosTable extends ColunasDeCadastro, ColunasEndereco {
  nome: string | null;
  cpf: string | null;
  /** YYYY-MM-DD. */
  nascimento: string | null;
  cargo: string | null;
  /** sellers.id (the resource lojas). */
  loja: number | null;
  /** YYYY-MM-DD. */
  admissao: string | null;
  email: string | null;
  telefone: string | null;
}

export interface StatusesTable {
  id: number;
  descricao: string;
}

export interface PaymentMethodsTable {
  id: number;
  descricao: string;
}

export interface OrdersTable {
  id: Generated<number>;
  id_seller: number;
  id_cliente: number | null;
  canal: Canal;
  id_status: number;
  id_forma_pagto: number;
  /** Epoch ms of the order. */
  data_pedido: number;
  /** YYYY-MM-DD of the São Paulo day the order falls on (the key of orders_daily). */
  dia_sp: string;
  /** Minutes since São Paulo midnight, for the hour-of-day filter. */
  minuto_sp: number;
  quantidade_itens: number;
  valor_produtos: number;
  valor_desconto: number;
  valor_frete: number;
  valor_total: number;
  nfce_numero: number | null;
  nfce_serie: number | null;
  nfce_chave: string | null;
  /** Epoch ms of the NFC-e issue. */
  nfce_data_emissao: number | null;
  /** Epoch ms of the NFC-e's cancellation event; null while it stands (or there is none). */
  nfce_cancelada_em: Generated<number | null>;
  observacao_interna: string | null;
  /** How the order reaches its customer: handed over at the counter, collected later at the store, or shipped. */
  tipo_entrega: Generated<TipoEntrega>;
  /** Optimistic lock: every write bumps it and is conditional on the version the writer read. */
  version: Generated<number>;
  /** The client's name lower-cased without accents ('' without client), kept by triggers: the sort key. */
  cliente_ordem: Generated<string>;
  /** Centavos: the items' cost at the store's average cost when the order was written (Σ order_items.custo_unitario × quantidade). */
  valor_custo: Generated<number>;
  /** The staff user who made the sale (the signed-in user of a manual order); null where nobody sold it at a counter, and on orders from before it was kept. */
  id_vendedor: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OrderDeliveriesTable {
  id_pedido: number;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  id_pedido: number;
  /** Null for the entry that created the order. */
  de_status: number | null;
  para_status: number;
  /** Null for changes made by the system (the demo seed). */
  id_usuario: number | null;
  em: number;
  observacao: string | null;
}

/** The XML as issued by POST /v2/nfce/emitir/nped; the demo's invoices have none and are rebuilt on demand. */
export interface NfceDocumentosTable {
  id_pedido: number;
  xml: string;
}

/** Events of an order's NFC-e sent to the SEFAZ (110111: cancellation), with their procEventoNFe XML. */
export interface NfceEventosTable {
  id: Generated<number>;
  id_pedido: number;
  tp_evento: string;
  n_seq_evento: number;
  chave: string;
  justificativa: string;
  protocolo: string;
  em: number;
  id_usuario: number | null;
  xml: string;
}

/** What happened to an order besides its status (TIPOS_EVENTO_PEDIDO): NFC-e issued or cancelled, prints. */
export interface OrderEventsTable {
  id: Generated<number>;
  id_pedido: number;
  tipo: string;
  em: number;
  id_usuario: number | null;
  descricao: string;
}

export interface NfceSeriesTable {
  id_seller: number;
  serie: number;
  ultimo_numero: number;
}

export interface OrderItemsTable {
  id: Generated<number>;
  id_pedido: number;
  id_produto: number;
  quantidade: number;
  preco_unitario: number;
  valor_desconto: number;
  /** Centavos a unit: the product's average cost in the store when the order was written. */
  custo_unitario: Generated<number>;
}

/**
 * The sales reports' summary by day, store, channel, status and product, kept by ajustarResumos:
 * `pedidos` orders carrying the product, its units, gross value, discount (its own and its share of
 * the order's) and cost. Money in centavos.
 */
export interface PedidosResumoProdutoTable {
  dia_sp: string;
  id_seller: number;
  canal: string;
  id_status: number;
  id_produto: number;
  pedidos: number;
  quantidade: number;
  valor_bruto: number;
  valor_desconto: number;
  valor_custo: number;
}

/**
 * A sales summary's cell: the orders of one São Paulo day, store, channel, status and payment
 * method (and the table's own key), their items and their money in centavos. Kept with
 * orders_daily by ajustarResumos (server/modulos/pedidos/consultas/resumos.ts).
 */
interface CelulaDeVendas {
  dia_sp: string;
  id_seller: number;
  canal: string;
  id_status: number;
  id_forma_pagto: number;
  pedidos: number;
  itens: number;
  valor_produtos: number;
  valor_desconto: number;
  valor_frete: number;
  valor_total: number;
  valor_custo: number;
}

/** By hour of the day (0–23, São Paulo) too. */
export interface PedidosResumoHoraTable extends CelulaDeVendas {
  hora: number;
}

/** Without the hour: the reports that neither group nor filter by it read this one. */
export type PedidosResumoDiaTable = CelulaDeVendas;

/** By clerk too (id_vendedor 0: none). */
export interface PedidosResumoVendedorTable extends CelulaDeVendas {
  id_vendedor: number;
}

/** Per-day totals kept in the same transaction as every order write (ajustarResumos, server/modulos/pedidos/consultas/resumos.ts). */
export interface OrdersDailyTable {
  id_seller: number;
  dia_sp: string;
  id_status: number;
  id_forma_pagto: number;
  quantidade: number;
  valor_total: number;
}

/** The security log (server/modulos/sessao/seguranca/log.ts): one row per event, never a secret. */
export interface SecurityEventsTable {
  id: Generated<number>;
  tipo: string;
  user_id: number | null;
  email: string | null;
  ip: string | null;
  em: number;
  /** JSON object with the event's particulars (order id, row count, path…). */
  detalhe: string | null;
}

/** One row per user whose Excel export is running (any process); stale after expira_em. */
export interface ExportacoesEmCursoTable {
  user_id: number;
  inicio: number;
  expira_em: number;
}

/** FTS5 trigram index over clients.nome (rowid = clients.id). */
export interface ClientsBuscaTable {
  rowid: number;
  nome: string;
}

/** The change history of every declared resource (server/modulos/recursos/historico.ts). */
export interface HistoricoRegistrosTable {
  id: Generated<number>;
  /** The resource's name (RECURSOS key). */
  recurso: string;
  id_registro: number;
  id_usuario: number | null;
  em: number;
  acao: string;
  /** JSON array of { campo, rotulo, antes, depois }, the values as the record page shows them. */
  alteracoes: string;
}

/** A custom field of a register in one group (server/modulos/recursos/personalizados). */
export interface CamposPersonalizadosTable {
  id: Generated<number>;
  id_grupo: number;
  /** The resource's name (RECURSOS key). */
  recurso: string;
  rotulo: string;
  tipo: string;
  obrigatorio: number;
  coluna: number;
  filtro: number;
  /** JSON array of the choice's labels. */
  opcoes: string;
  /** 0: removed (hidden; the records keep their values). */
  ativo: number;
  version: number;
  criado_em: number;
  atualizado_em: number;
}

/** A product's photo (server/modulos/produtos-fotos); the images are files under FOTOS_DIR named by `arquivo`. */
export interface ProdutosFotosTable {
  id: Generated<number>;
  id_produto: number;
  arquivo: string;
  /** Of the large image. */
  largura: number;
  altura: number;
  bytes: number;
  /** 1 for the product's main photo (at most one). */
  principal: number;
  id_usuario: number | null;
  criado_em: number;
}

/** An access review campaign: one store or the whole group; concluded once nothing is pending. */
export interface RevisoesAcessoTable {
  id: Generated<number>;
  id_grupo: number;
  /** null: every store of the group. */
  id_seller: number | null;
  /** The store's name at the opening, or the group's label. */
  escopo: string;
  aberta_por: number;
  aberta_em: number;
  concluida_por: number | null;
  concluida_em: number | null;
}

/** A user's access as it stood when the review opened, and the decision on it. */
export interface RevisoesAcessoItensTable {
  id: Generated<number>;
  id_revisao: number;
  id_usuario: number;
  nome: string;
  email: string;
  nome_seller: string;
  nome_perfil: string | null;
  /** JSON array of the keys held at the opening. */
  chaves: string;
  /** JSON array of the matrix's signs at the opening. */
  sinais: string;
  decisao: Generated<'pendente' | 'confirmado' | 'revogado'>;
  nota: string | null;
  decidido_por: number | null;
  decidido_em: number | null;
}

/** One payment of an order: a card keeps only its token, brand and last four digits. */
export interface PagamentosPedidoTable {
  id: Generated<number>;
  id_pedido: number;
  /** FormaVendaManual: cartao_credito, cartao_debito, pix, dinheiro, boleto. */
  forma: string;
  id_forma_pagto: number;
  /** Centavos of the order this payment covers (card interest apart, in `juros`). */
  valor: number;
  /** SituacaoPagamento. */
  situacao: string;
  motivo: string | null;
  parcelas: number | null;
  juros: number | null;
  bandeira: string | null;
  ultimos4: string | null;
  token_cartao: string | null;
  autorizacao: string | null;
  valor_recebido: number | null;
  /** The Pix txid or the boleto's 'nosso número', named by the PSP's notice. */
  referencia: string | null;
  pix_copia_e_cola: string | null;
  boleto_linha: string | null;
  /** YYYY-MM-DD, the boleto's due day. */
  vencimento: string | null;
  expira_em: number | null;
  pago_em: number | null;
  id_usuario: number | null;
  criado_em: number;
}

export interface CartoesSalvosTable {
  id: Generated<number>;
  id_cliente: number;
  token: string;
  bandeira: string;
  ultimos4: string;
  /** MM/AA. */
  validade: string;
  titular: string;
  criado_em: number;
}

export interface CobrancasIdempotenciaTable {
  id_usuario: number;
  chave: string;
  id_pedido: number;
  hash_corpo: string;
  /** Null while the charge runs; then the HTTP status and the JSON answer given again to a retry. */
  codigo: number | null;
  resposta: string | null;
  criado_em: number;
}

export interface AdquirenteTransacoesTable {
  id_transacao: string;
  aprovado: number;
  motivo: string | null;
  autorizacao: string | null;
  token: string | null;
  valor: number;
  estornado: Generated<number>;
  criado_em: number;
}

export interface PspEventosTable {
  id_evento: string;
  recebido_em: number;
}

export interface PedidoPromocoesTable {
  id: Generated<number>;
  id_pedido: number;
  id_promocao: number;
  id_cliente: number | null;
  /** The code typed, for a coupon; null for an automatic promotion. */
  cupom: string | null;
  descricao: string;
  valor: number;
}

/** The promotions register (contrato/recursos/promocoes.ts), its table kept by the resource engine. */
export interface PromocoesTable extends ColunasDeCadastro {
  nome: string;
  codigo: string | null;
  tipo: string;
  /** Hundredths of a percent. */
  percentual: number | null;
  valor: number | null;
  leve: number | null;
  pague: number | null;
  aplica_a: string;
  categoria: string | null;
  produto_base: number | null;
  /** YYYY-MM-DD. */
  inicio: string | null;
  fim: string | null;
  pedido_minimo: number | null;
  limite_total: number | null;
  limite_por_cliente: number | null;
  primeira_compra: number | null;
  canal_loja: number | null;
  canal_manual: number | null;
  canal_ecommerce: number | null;
  canal_marketplace: number | null;
  canal_loja_autonoma: number | null;
}

export interface PromocoesLojasTable {
  id_registro: number;
  id_ref: number;
}

/** The stock ledger; never updated or deleted. */
export interface EstoqueMovimentosTable {
  id: Generated<number>;
  id_seller: number;
  id_produto: number;
  /** TipoMovimento. */
  tipo: string;
  /** LocalEstoque. */
  local: string;
  /** Signed units. */
  quantidade: number;
  saldo_apos: number;
  /** Centavos a unit. */
  custo_unitario: number | null;
  motivo: string | null;
  id_pedido: number | null;
  id_transferencia: number | null;
  id_estorno_de: number | null;
  id_usuario: number | null;
  em: number;
  /** The purchase order an entrada_compra came from. */
  id_pedido_compra: number | null;
  /** The count session an `inventario` movement came from. */
  id_inventario: number | null;
}

export interface InventariosTable {
  id: Generated<number>;
  id_grupo: number;
  id_seller: number;
  /** SituacaoInventario. */
  situacao: string;
  /** EscopoInventario. */
  escopo: string;
  id_produto_base: number | null;
  prateleira: string | null;
  cega: number;
  descricao: string | null;
  aberto_em: number;
  aberto_por: number | null;
  encerrado_em: number | null;
  aprovado_em: number | null;
  aprovado_por: number | null;
  cancelado_em: number | null;
  version: Generated<number>;
}

export interface InventarioItensTable {
  id_inventario: number;
  id_produto: number;
  contado: number | null;
  contado_em: number | null;
  contado_por: number | null;
  diferenca_aprovada: number | null;
}

export interface EstoqueSaldosTable {
  id_seller: number;
  id_produto: number;
  em_maos: Generated<number>;
  reservado: Generated<number>;
  em_devolucao: Generated<number>;
  minimo: number | null;
  maximo: number | null;
  /** Centavos. */
  custo_medio: Generated<number>;
  ultima_movimentacao_em: number | null;
}

/** Per product group and store, the position's totals kept by triggers (migration 2026-11-28-08). */
export interface EstoqueResumoTable {
  id_grupo: number;
  id_seller: number;
  posicoes: number;
  em_maos: number;
  reservado: number;
  /** Centavos. */
  valor: number;
  abaixo_do_minimo: number;
}

export interface EstoqueReservasTable {
  id_pedido: number;
  id_produto: number;
  id_seller: number;
  quantidade: number;
}

export interface EstoqueTransferenciasTable {
  id: Generated<number>;
  id_grupo: number;
  id_seller_origem: number;
  id_seller_destino: number;
  /** 'enviada' | 'recebida'. */
  situacao: string;
  observacao: string | null;
  enviada_em: number;
  enviada_por: number | null;
  recebida_em: number | null;
  recebida_por: number | null;
}

export interface EstoqueTransferenciaItensTable {
  id_transferencia: number;
  id_produto: number;
  quantidade: number;
  /** Centavos: the origin's average cost when sent, which the destination's average takes in. */
  custo_unitario: number;
}

/** Purchase orders to suppliers. */
export interface PedidosCompraTable {
  id: Generated<number>;
  id_grupo: number;
  id_seller: number;
  id_fornecedor: number;
  /** SituacaoCompra. */
  situacao: string;
  /** YYYY-MM-DD. */
  previsao_entrega: string | null;
  condicoes_pagamento: string | null;
  observacao: string | null;
  /** Centavos. */
  total: Generated<number>;
  criado_em: number;
  criado_por: number | null;
  enviado_em: number | null;
  recebido_em: number | null;
  cancelado_em: number | null;
  motivo_cancelamento: string | null;
  version: Generated<number>;
}

export interface PedidosCompraItensTable {
  id_pedido_compra: number;
  id_produto: number;
  quantidade: number;
  /** Centavos. */
  custo_unitario: number;
  recebido: Generated<number>;
  avariado: Generated<number>;
}

export interface RecebimentosCompraTable {
  id: Generated<number>;
  id_pedido_compra: number;
  chave_nfe: string | null;
  observacao: string | null;
  id_usuario: number | null;
  em: number;
}

export interface RecebimentosCompraItensTable {
  id_recebimento: number;
  id_produto: number;
  recebido: number;
  avariado: number;
}

/** The outbox: a fact others react to, written in the fact's transaction (server/eventos). */
export interface EventosTable {
  id: Generated<number>;
  /** PostgreSQL only: the writing transaction's id (xid8, as text), the reader's order. */
  xid?: Generated<string>;
  tipo: string;
  /** JSON, valid against the type's declared schema. */
  payload: string;
  /** Whose data it speaks of; null for the system's own. */
  id_grupo: number | null;
  em: number;
}

/** How far each named reader of the outbox has read. */
export interface EventosLeitoresTable {
  nome: string;
  ultimo_id: number;
  /** PostgreSQL: the xid of the last event read ('0' before the first); unused on SQLite. */
  ultimo_xid: string;
  atualizado_em: number;
}

export type EstadoTarefa = 'fila' | 'executando' | 'concluida' | 'morta';

/** The job queue (server/tarefas): one row per job, (tipo, chave) unique. */
export interface TarefasTable {
  id: Generated<number>;
  tipo: string;
  chave: string;
  payload: string;
  id_grupo: number | null;
  prioridade: Generated<number>;
  estado: Generated<EstadoTarefa>;
  /** Claims so far; the claim's fencing token (a late worker's result is ignored). */
  tentativas: Generated<number>;
  maximo: number;
  disponivel_em: number;
  lease_ate: number | null;
  dono: string | null;
  ultimo_erro: string | null;
  criada_em: number;
  iniciada_em: number | null;
  concluida_em: number | null;
}

/** A user's saved view of a declared report (server/modulos/relatorios/salvos); `corpo` is the report's body as JSON. */
export interface RelatoriosSalvosTable {
  id: Generated<number>;
  id_grupo: number;
  user_id: number;
  relatorio: string;
  nome: string;
  corpo: string;
  compartilhado: number;
  version: number;
  criado_em: number;
  atualizado_em: number;
}

/** Every change of a saved view, by whom; kept after the view is removed. */
export interface RelatoriosSalvosHistoricoTable {
  id: Generated<number>;
  id_salvo: number;
  id_grupo: number;
  user_id: number;
  /** 'criacao' | 'edicao' | 'remocao'. */
  acao: string;
  em: number;
  /** JSON: what changed. */
  detalhe: string;
}

/** A dashboard a user composes from saved report views: their own (user_id) or a profile's (id_perfil). */
export interface PaineisPessoaisTable {
  id: Generated<number>;
  id_grupo: number;
  user_id: number | null;
  id_perfil: number | null;
  nome: string;
  version: number;
  criado_por: number;
  criado_em: number;
  atualizado_em: number;
}

/** A saved view pinned to a dashboard: its kind, its columns (JSON array) and its place in the grid. */
export interface PaineisPessoaisWidgetsTable {
  id: Generated<number>;
  id_painel: number;
  id_salvo: number;
  /** 'kpi' | 'linha' | 'barras' | 'pizza' | 'ranking'. */
  tipo: string;
  colunas: string;
  titulo: string;
  posicao: number;
  largura: number;
  criado_em: number;
}

/** Every change of a composed dashboard, by whom; kept after the dashboard is removed. */
export interface PaineisPessoaisHistoricoTable {
  id: Generated<number>;
  id_painel: number;
  id_grupo: number;
  user_id: number;
  acao: string;
  em: number;
  /** JSON: what changed. */
  detalhe: string;
}

/** A group's edit of a declared alert rule (contrato/alertas/regras.ts); no row: the declared defaults. */
export interface AlertasRegrasTable {
  id_grupo: number;
  regra: string;
  ativa: number;
  severidade: string;
  email: number;
  /** JSON object of the rule's parameters. */
  parametros: string;
  version: number;
  atualizado_em: number;
  atualizado_por: number | null;
}

/** The exceptions inbox (server/modulos/alertas): one unresolved alert per (group, rule, chave). */
export interface AlertasTable {
  id: Generated<number>;
  id_grupo: number;
  regra: string;
  /** The condition: 'pedido:12', 'loja:3', 'loja:3:produto:9'. */
  chave: string;
  severidade: string;
  titulo: string;
  detalhe: string;
  /** JSON of the contract's LinkAlerta. */
  link: string;
  /** 'aberto' | 'reconhecido' | 'adiado' | 'resolvido'. */
  estado: string;
  id_responsavel: number | null;
  prazo: number | null;
  adiado_ate: number | null;
  aberto_em: number;
  fechado_em: number | null;
  version: number;
}

export interface AlertasHistoricoTable {
  id: Generated<number>;
  id_alerta: number;
  em: number;
  acao: string;
  descricao: string;
  /** Null: the evaluation. */
  id_usuario: number | null;
}

/** What an alert rule computes once a day per group (top sellers, busy hours), as JSON. */
export interface AlertasReferenciasTable {
  id_grupo: number;
  regra: string;
  dia_sp: string;
  parametros: string;
  dados: string;
  calculado_em: number;
}

export interface DB {
  seller_groups: SellerGroupsTable;
  sellers: SellersTable;
  users: UsersTable;
  perfis: PerfisTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  settings: SettingsTable;
  clients: ClientsTable;
  products: ProductsTable;
  produtos_base: ProdutosBaseTable;
  produtos_fotos: ProdutosFotosTable;
  fornecedores: FornecedoresTable;
  funcionarios: FuncionariosTable;
  statuses: StatusesTable;
  payment_methods: PaymentMethodsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  orders_daily: OrdersDailyTable;
  pedidos_resumo_hora: PedidosResumoHoraTable;
  pedidos_resumo_dia: PedidosResumoDiaTable;
  pedidos_resumo_produto: PedidosResumoProdutoTable;
  pedidos_resumo_vendedor: PedidosResumoVendedorTable;
  order_deliveries: OrderDeliveriesTable;
  order_status_history: OrderStatusHistoryTable;
  nfce_series: NfceSeriesTable;
  nfce_documentos: NfceDocumentosTable;
  nfce_eventos: NfceEventosTable;
  order_events: OrderEventsTable;
  security_events: SecurityEventsTable;
  exportacoes_em_curso: ExportacoesEmCursoTable;
  clients_busca: ClientsBuscaTable;
  historico_registros: HistoricoRegistrosTable;
  campos_personalizados: CamposPersonalizadosTable;
  revisoes_acesso: RevisoesAcessoTable;
  revisoes_acesso_itens: RevisoesAcessoItensTable;
  pagamentos_pedido: PagamentosPedidoTable;
  cartoes_salvos: CartoesSalvosTable;
  cobrancas_idempotencia: CobrancasIdempotenciaTable;
  psp_eventos: PspEventosTable;
  adquirente_transacoes: AdquirenteTransacoesTable;
  pedido_promocoes: PedidoPromocoesTable;
  promocoes: PromocoesTable;
  promocoes__lojas: PromocoesLojasTable;
  estoque_movimentos: EstoqueMovimentosTable;
  estoque_saldos: EstoqueSaldosTable;
  estoque_resumo: EstoqueResumoTable;
  estoque_reservas: EstoqueReservasTable;
  estoque_transferencias: EstoqueTransferenciasTable;
  estoque_transferencia_itens: EstoqueTransferenciaItensTable;
  inventarios: InventariosTable;
  inventario_itens: InventarioItensTable;
  pedidos_compra: PedidosCompraTable;
  pedidos_compra_itens: PedidosCompraItensTable;
  recebimentos_compra: RecebimentosCompraTable;
  recebimentos_compra_itens: RecebimentosCompraItensTable;
  eventos: EventosTable;
  eventos_leitores: EventosLeitoresTable;
  tarefas: TarefasTable;
  alertas_regras: AlertasRegrasTable;
  alertas: AlertasTable;
  alertas_historico: AlertasHistoricoTable;
  alertas_referencias: AlertasReferenciasTable;
  relatorios_salvos: RelatoriosSalvosTable;
  relatorios_salvos_historico: RelatoriosSalvosHistoricoTable;
  paineis_pessoais: PaineisPessoaisTable;
  paineis_pessoais_widgets: PaineisPessoaisWidgetsTable;
  paineis_pessoais_historico: PaineisPessoaisHistoricoTable;
}
