/**
 * Stock: the position of each product in each store, and the ledger every change of it
 * is written to. On hand is always the sum of the movements; a movement is never edited or
 * deleted, only reversed by another. Documented in docs/api.md, 'Stock'.
 */
import { z } from 'zod/mini';
import { zQuantidade } from '../br/zod';
import { STATUS } from './catalogos';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';
import { ROTAS_CONFIGURACAO_ESTOQUE } from './estoqueLojas';
import { idParam, idPositivo } from './ids';
import { listaLimitada } from './listas';

export const LIMITES_ESTOQUE = {
  /** Units in one movement or one line of a transfer. */
  quantidade: 99_999,
  motivo: 200,
  itensTransferencia: 200,
  porPagina: 100,
  /** 'Without movement for N days' looks back at most five years. */
  diasSemMovimento: 1825,
  busca: 80,
} as const;

/**
 * Where a unit is inside a store: on the shelf (`loja`, sellable), or back from a customer and not
 * yet checked (`devolucao`, not sellable until a check moves it to the shelf or writes it off).
 */
export const LOCAIS_ESTOQUE = ['loja', 'devolucao'] as const;
export type LocalEstoque = (typeof LOCAIS_ESTOQUE)[number];

/** Every kind of movement, with its label on screen. The sign is the quantity's. */
export const TIPOS_MOVIMENTO = {
  saldo_inicial: 'Saldo inicial',
  venda: 'Venda',
  devolucao: 'Devolução de cliente',
  conferencia_devolucao: 'Conferência de devolução',
  entrada_compra: 'Entrada de compra',
  ajuste_entrada: 'Ajuste de entrada',
  ajuste_saida: 'Ajuste de saída',
  transferencia_saida: 'Transferência enviada',
  transferencia_entrada: 'Transferência recebida',
  inventario: 'Inventário',
  estorno: 'Estorno',
} as const;
export type TipoMovimento = keyof typeof TIPOS_MOVIMENTO;
export const TIPOS_MOVIMENTO_IDS = Object.keys(TIPOS_MOVIMENTO) as [TipoMovimento, ...TipoMovimento[]];

/** The kinds staff may reverse from the ledger; the others are undone where they were made. */
export const TIPOS_ESTORNAVEIS: readonly TipoMovimento[] = ['ajuste_entrada', 'ajuste_saida'];

/**
 * What an order's status means for its units: nothing yet, held for it (reserved), gone to the
 * customer, or back from the customer. A status change moves the stock from one stage to the
 * next: Pago reserves, Enviado or Retirado takes the units out, Cancelado releases the
 * reservation, Devolvido brings them back to the returns place.
 */
export type EstagioEstoque = 'nenhum' | 'reservado' | 'baixado' | 'devolvido';
export const ESTAGIO_ESTOQUE_DO_STATUS: Readonly<Record<number, EstagioEstoque>> = {
  [STATUS.aguardandoPagamento.id]: 'nenhum',
  [STATUS.pago.id]: 'reservado',
  [STATUS.emSeparacao.id]: 'reservado',
  [STATUS.enviado.id]: 'baixado',
  [STATUS.retirado.id]: 'baixado',
  [STATUS.entregue.id]: 'baixado',
  [STATUS.cancelado.id]: 'nenhum',
  [STATUS.devolvido.id]: 'devolvido',
};

export const MENSAGENS_ESTOQUE = {
  insuficiente: (produto: string, disponivel: number, pedido: number) =>
    `Estoque insuficiente de ${produto}: disponível ${disponivel}, necessário ${pedido}`,
  lojaInvalida: 'Loja não encontrada',
  produtoInvalido: 'Produto não encontrado',
  motivoObrigatorio: 'Informe o motivo do ajuste',
  movimentoNaoEncontrado: 'Movimento não encontrado',
  naoEstornavel: 'Este movimento não se estorna aqui: vendas se desfazem pelo pedido, transferências pelo recebimento',
  jaEstornado: 'Este movimento já foi estornado',
  minimoMaiorQueMaximo: 'O estoque mínimo não pode ser maior que o máximo',
  mesmaLoja: 'Escolha lojas de origem e destino diferentes',
  transferenciaNaoEncontrada: 'Transferência não encontrada',
  transferenciaJaRecebida: 'Esta transferência já foi recebida',
  produtoRepetido: 'O mesmo produto aparece mais de uma vez',
  devolvidosInsuficientes: (disponivel: number) => `Há ${disponivel} unidade(s) devolvida(s) aguardando conferência`,
  conferenciaVazia: 'Informe as unidades boas ou as perdidas',
  cursorInvalido: 'Movimentação de referência da página inválida',
  /** `antes_de` names no movement the user sees: one answer whether it exists elsewhere or not at all, so it reveals nothing. */
  cursorDesconhecido: 'Movimentação de referência da página não encontrada: volte à primeira página',
  cursorComPagina: 'Peça a página pelo número ou pela última movimentação vista, não pelos dois',
} as const;

const quantidade = zQuantidade(LIMITES_ESTOQUE.quantidade);
const quantidadeOuZero = zQuantidade(LIMITES_ESTOQUE.quantidade, 0);

const motivo = z
  .string({ error: MENSAGENS_ESTOQUE.motivoObrigatorio })
  .check(
    z.trim(),
    z.minLength(1, { error: MENSAGENS_ESTOQUE.motivoObrigatorio }),
    z.minLength(3, { error: 'Descreva o motivo (ao menos 3 caracteres)' }),
    z.maxLength(LIMITES_ESTOQUE.motivo, { error: `No máximo ${LIMITES_ESTOQUE.motivo} caracteres` }),
  );

const idLoja = idPositivo('Loja inválida');
const idProduto = idPositivo('Produto inválido');
const pagina = z._default(z.number().check(z.int(), z.minimum(1)), 1);
const porPagina = z._default(z.number().check(z.int(), z.minimum(1), z.maximum(LIMITES_ESTOQUE.porPagina, { error: `No máximo ${LIMITES_ESTOQUE.porPagina} por página` })), 25);
const busca = z.optional(z.string().check(z.trim(), z.maxLength(LIMITES_ESTOQUE.busca, { error: `No máximo ${LIMITES_ESTOQUE.busca} caracteres` })));

// ---- position ----

export const ORDENACOES_POSICAO = ['produto', 'em_maos', 'disponivel', 'valor', 'ultima_movimentacao'] as const;

export const ConsultaPosicaoBody = z.object({
  id_seller: z.optional(idLoja),
  /** Product name, SKU or EAN. */
  busca,
  id_produto_base: z.optional(idPositivo('Família inválida')),
  id_fornecedor: z.optional(idPositivo('Fornecedor inválido')),
  abaixo_do_minimo: z.optional(z.boolean()),
  /** Only what has not moved for this many days (or never moved). */
  sem_movimento_dias: z.optional(z.number().check(z.int(), z.minimum(1, { error: 'Informe ao menos 1 dia' }), z.maximum(LIMITES_ESTOQUE.diasSemMovimento, { error: `No máximo ${LIMITES_ESTOQUE.diasSemMovimento} dias` }))),
  ordenar: z._default(z.enum(ORDENACOES_POSICAO), 'produto'),
  ordem: z._default(z.enum(['asc', 'desc']), 'asc'),
  pagina,
  por_pagina: porPagina,
});
export type ConsultaPosicaoBody = z.input<typeof ConsultaPosicaoBody>;

export const PosicaoEstoque = z.object({
  id_seller: z.number(),
  loja: z.string(),
  id_produto: z.number(),
  produto: z.string(),
  sku: z.string(),
  ean: z.nullable(z.string()),
  familia: z.nullable(z.string()),
  em_maos: z.number(),
  reservado: z.number(),
  /** On hand less reserved: what may still be sold. Negative only where the store sells without stock. */
  disponivel: z.number(),
  em_devolucao: z.number(),
  minimo: z.nullable(z.number()),
  maximo: z.nullable(z.number()),
  /** Reais, the weighted average of what the units cost. */
  custo_medio: z.number(),
  /** Reais: on hand × average cost. */
  valor: z.number(),
  abaixo_do_minimo: z.boolean(),
  /** Epoch ms of the last movement, null if it never moved. */
  ultima_movimentacao_em: z.nullable(z.number()),
});
export type PosicaoEstoque = z.infer<typeof PosicaoEstoque>;

export const ListaPosicao = z.object({
  itens: listaLimitada(PosicaoEstoque, LIMITES_ESTOQUE.porPagina),
  total: z.number(),
  /** Across every row of the filter, not only this page. */
  totais: z.object({ em_maos: z.number(), reservado: z.number(), valor: z.number(), abaixo_do_minimo: z.number() }),
});
export type ListaPosicao = z.infer<typeof ListaPosicao>;

export const PosicaoParams = z.object({ id_seller: idParam('Loja inválida'), id_produto: idParam('Produto inválido') });

const limite = z.nullable(quantidadeOuZero);
export const LimitesPosicaoBody = z
  .object({ minimo: limite, maximo: limite })
  .check(
    z.refine((b) => b.minimo === null || b.maximo === null || b.minimo <= b.maximo, { error: MENSAGENS_ESTOQUE.minimoMaiorQueMaximo, path: ['minimo'] }),
  );
export type LimitesPosicaoBody = z.infer<typeof LimitesPosicaoBody>;

// ---- ledger ----

export const ConsultaMovimentosBody = z.object({
  id_seller: z.optional(idLoja),
  id_produto: z.optional(idProduto),
  tipos: z.optional(listaLimitada(z.enum(TIPOS_MOVIMENTO_IDS), TIPOS_MOVIMENTO_IDS.length)),
  /** Epoch ms, inclusive. */
  de: z.optional(z.number().check(z.int(), z.minimum(0))),
  ate: z.optional(z.number().check(z.int(), z.minimum(0))),
  /**
   * Keyset: the id of the last movement shown; the page is the movements after it in the ledger's
   * order, read from there, so page 400 costs what the first does. `pagina` stays for older
   * clients, which an OFFSET serves (it reads every skipped row).
   */
  antes_de: z.optional(idPositivo(MENSAGENS_ESTOQUE.cursorInvalido)),
  pagina,
  por_pagina: porPagina,
}).check(z.refine((c) => c.antes_de === undefined || c.pagina === 1, { error: MENSAGENS_ESTOQUE.cursorComPagina, path: ['antes_de'] }));
export type ConsultaMovimentosBody = z.input<typeof ConsultaMovimentosBody>;

export const Movimento = z.object({
  id: z.number(),
  em: z.number(),
  tipo: z.enum(TIPOS_MOVIMENTO_IDS),
  local: z.enum(LOCAIS_ESTOQUE),
  id_seller: z.number(),
  loja: z.string(),
  id_produto: z.number(),
  produto: z.string(),
  sku: z.string(),
  /** Signed: positive in, negative out. */
  quantidade: z.number(),
  /** The place's balance right after this movement. */
  saldo_apos: z.number(),
  /** Reais a unit, where the movement carries a cost (purchases, adjustments). */
  custo_unitario: z.nullable(z.number()),
  motivo: z.nullable(z.string()),
  id_pedido: z.nullable(z.number()),
  id_transferencia: z.nullable(z.number()),
  id_estorno_de: z.nullable(z.number()),
  estornado: z.boolean(),
  usuario: z.nullable(z.string()),
});
export type Movimento = z.infer<typeof Movimento>;

/**
 * Pages without a total: counting millions of movements would cost more than the page itself,
 * so the answer says whether another page follows.
 */
export const ListaMovimentos = z.object({ itens: listaLimitada(Movimento, LIMITES_ESTOQUE.porPagina), tem_mais: z.boolean() });
export type ListaMovimentos = z.infer<typeof ListaMovimentos>;

export const AjusteBody = z.object({
  id_seller: idLoja,
  id_produto: idProduto,
  direcao: z.enum(['entrada', 'saida'], { error: 'Escolha entrada ou saída' }),
  quantidade,
  motivo,
});
export type AjusteBody = z.infer<typeof AjusteBody>;

export const MovimentoIdParams = z.object({ id: idParam('Movimento inválido') });
export const EstornoBody = z.object({ motivo });
export type EstornoBody = z.infer<typeof EstornoBody>;

/** Units back from customers, checked: the good ones go to the shelf, the others are written off. */
export const ConferenciaDevolucaoBody = z
  .object({ id_seller: idLoja, id_produto: idProduto, boas: quantidadeOuZero, perdidas: quantidadeOuZero, motivo: z.optional(motivo) })
  .check(z.refine((b) => b.boas + b.perdidas > 0, { error: MENSAGENS_ESTOQUE.conferenciaVazia, path: ['boas'] }));
export type ConferenciaDevolucaoBody = z.infer<typeof ConferenciaDevolucaoBody>;

// ---- transfers ----

export const SITUACOES_TRANSFERENCIA = { enviada: 'Em trânsito', recebida: 'Recebida' } as const;

export const TransferenciaBody = z.object({
  id_seller_origem: idLoja,
  id_seller_destino: idLoja,
  itens: z
    .array(z.object({ id_produto: idProduto, quantidade }), { error: 'Informe os itens' })
    .check(z.minLength(1, { error: 'Inclua ao menos um item' }), z.maxLength(LIMITES_ESTOQUE.itensTransferencia, { error: `No máximo ${LIMITES_ESTOQUE.itensTransferencia} itens` })),
  observacao: z.optional(z.string().check(z.trim(), z.maxLength(LIMITES_ESTOQUE.motivo, { error: `No máximo ${LIMITES_ESTOQUE.motivo} caracteres` }))),
});
export type TransferenciaBody = z.infer<typeof TransferenciaBody>;

export const Transferencia = z.object({
  id: z.number(),
  situacao: z.enum(['enviada', 'recebida']),
  id_seller_origem: z.number(),
  origem: z.string(),
  id_seller_destino: z.number(),
  destino: z.string(),
  observacao: z.nullable(z.string()),
  enviada_em: z.number(),
  enviada_por: z.nullable(z.string()),
  recebida_em: z.nullable(z.number()),
  recebida_por: z.nullable(z.string()),
  itens: listaLimitada(z.object({ id_produto: z.number(), produto: z.string(), sku: z.string(), quantidade: z.number() }), LIMITES_ESTOQUE.itensTransferencia),
});
export type Transferencia = z.infer<typeof Transferencia>;

export const ConsultaTransferenciasBody = z.object({ situacao: z.optional(z.enum(['enviada', 'recebida'])), pagina, por_pagina: porPagina });
export type ConsultaTransferenciasBody = z.input<typeof ConsultaTransferenciasBody>;
export const ListaTransferencias = z.object({ itens: listaLimitada(Transferencia, LIMITES_ESTOQUE.porPagina), total: z.number() });
export type ListaTransferencias = z.infer<typeof ListaTransferencias>;
export const TransferenciaIdParams = z.object({ id: idParam('Transferência inválida') });

export const ROTAS_ESTOQUE = defineEndpoints({
  posicao: { metodo: 'PUT', caminho: '/v2/estoque/posicao/consulta', corpo: ConsultaPosicaoBody, resposta: envelope(ListaPosicao), acesso: { chave: 'estoque_gestao_de_estoque' }, escopo: 'grupo' },
  limites: { metodo: 'PUT', caminho: '/v2/estoque/posicao/:id_seller/:id_produto/limites', parametros: PosicaoParams, corpo: LimitesPosicaoBody, resposta: envelope(PosicaoEstoque), acesso: { chave: 'estoque_gestao_de_estoque' }, escopo: 'grupo' },
  movimentos: { metodo: 'PUT', caminho: '/v2/estoque/movimentos/consulta', corpo: ConsultaMovimentosBody, resposta: envelope(ListaMovimentos), acesso: { qualquer: ['estoque_gestao_de_estoque', 'estoque_ajustes_e_movimentacoes'] }, escopo: 'grupo' },
  ajuste: { metodo: 'POST', caminho: '/v2/estoque/ajustes', corpo: AjusteBody, resposta: envelope(Movimento), acesso: { chave: 'estoque_ajustes_e_movimentacoes' }, escopo: 'grupo' },
  estorno: { metodo: 'POST', caminho: '/v2/estoque/movimentos/:id/estorno', parametros: MovimentoIdParams, corpo: EstornoBody, resposta: envelope(Movimento), acesso: { chave: 'estoque_ajustes_e_movimentacoes' }, escopo: 'grupo' },
  conferenciaDevolucao: { metodo: 'POST', caminho: '/v2/estoque/devolucoes/conferencia', corpo: ConferenciaDevolucaoBody, resposta: envelope(PosicaoEstoque), acesso: { chave: 'estoque_ajustes_e_movimentacoes' }, escopo: 'grupo' },
  transferencias: { metodo: 'PUT', caminho: '/v2/estoque/transferencias/consulta', corpo: ConsultaTransferenciasBody, resposta: envelope(ListaTransferencias), acesso: { chave: 'estoque_ajustes_e_movimentacoes' }, escopo: 'grupo' },
  transferir: { metodo: 'POST', caminho: '/v2/estoque/transferencias', corpo: TransferenciaBody, resposta: envelope(Transferencia), acesso: { chave: 'estoque_ajustes_e_movimentacoes' }, escopo: 'grupo' },
  receberTransferencia: { metodo: 'POST', caminho: '/v2/estoque/transferencias/:id/recebimento', parametros: TransferenciaIdParams, resposta: envelope(Transferencia), acesso: { chave: 'estoque_ajustes_e_movimentacoes' }, escopo: 'grupo' },
  // each store's stock settings (estoqueLojas.ts)
  ...ROTAS_CONFIGURACAO_ESTOQUE,
});
