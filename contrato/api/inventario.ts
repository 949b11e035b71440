/**
 * Inventory counts: a count session of one store and scope, counted by several people
 * at once by scanning or typing, checked, and approved into `inventario` movements of the stock
 * ledger. Documented in docs/api.md, 'Inventory counts'.
 *
 * Sales go on while a store counts: a product's expected quantity is what the ledger held at the
 * moment it was last counted (its on hand then), not at the session's start, so a unit sold
 * before it was counted is not missed twice and one sold after is not found twice.
 */
import { z } from 'zod/mini';
import { zQuantidade } from '../br/zod';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';
import { idParam, idPositivo } from './ids';
import { listaLimitada } from './listas';

export const LIMITES_INVENTARIO = {
  porPagina: 100,
  /** Reads in one request: the panel sends what was scanned while the previous request was out. */
  leiturasPorEnvio: 200,
  codigo: 60,
  quantidade: 99_999,
  descricao: 120,
  prateleira: 30,
  busca: 80,
} as const;

export const SITUACOES_INVENTARIO = {
  contando: 'Em contagem',
  conferencia: 'Em conferência',
  aprovado: 'Aprovado',
  cancelado: 'Cancelado',
} as const;
export type SituacaoInventario = keyof typeof SITUACOES_INVENTARIO;
const SITUACOES_IDS = Object.keys(SITUACOES_INVENTARIO) as [SituacaoInventario, ...SituacaoInventario[]];

export const ESCOPOS_INVENTARIO = {
  todos: 'Todos os produtos',
  familia: 'Uma família (produto base)',
  prateleira: 'Uma prateleira (localização)',
} as const;
export type EscopoInventario = keyof typeof ESCOPOS_INVENTARIO;
const ESCOPOS_IDS = Object.keys(ESCOPOS_INVENTARIO) as [EscopoInventario, ...EscopoInventario[]];

/** Which items a list of a session shows. */
export const FILTROS_ITENS_INVENTARIO = {
  todos: 'Todos',
  contados: 'Contados',
  nao_contados: 'Não contados',
  divergentes: 'Com diferença',
} as const;
const FILTROS_ITENS_IDS = Object.keys(FILTROS_ITENS_INVENTARIO) as [keyof typeof FILTROS_ITENS_INVENTARIO, ...(keyof typeof FILTROS_ITENS_INVENTARIO)[]];

export const MENSAGENS_INVENTARIO = {
  naoEncontrado: 'Inventário não encontrado',
  escopoVazio: 'Nenhum produto neste escopo: escolha outra família ou prateleira',
  familiaObrigatoria: 'Escolha a família',
  prateleiraObrigatoria: 'Informe a prateleira',
  naoContando: 'Este inventário não está mais em contagem: as leituras não foram registradas',
  naoEmConferencia: 'Encerre a contagem antes de aprovar',
  jaEncerrado: 'Este inventário já foi aprovado ou cancelado',
  alteradoPorOutro: 'O inventário mudou desde que você abriu (novas contagens ou outra aprovação): confira as diferenças de novo',
  nadaContado: 'Nenhum produto foi contado',
  codigoDesconhecido: 'Código não encontrado',
  foraDoEscopo: 'Produto fora do escopo deste inventário',
  produtoForaDoInventario: 'Este produto não faz parte do inventário',
} as const;

const idLoja = idPositivo('Loja inválida');
const pagina = z._default(z.number().check(z.int(), z.minimum(1)), 1);
const porPagina = z._default(
  z.number().check(z.int(), z.minimum(1), z.maximum(LIMITES_INVENTARIO.porPagina, { error: `No máximo ${LIMITES_INVENTARIO.porPagina} por página` })),
  25,
);
const textoOpcional = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, { error: `No máximo ${max} caracteres` })));

// ---- sessions ----

export const NovoInventarioBody = z
  .object({
    id_seller: idLoja,
    escopo: z._default(z.enum(ESCOPOS_IDS, { error: 'Escolha o escopo' }), 'todos'),
    id_produto_base: z.optional(idPositivo('Família inválida')),
    prateleira: textoOpcional(LIMITES_INVENTARIO.prateleira),
    /** Counters do not see the expected quantities until the count is closed. */
    cega: z._default(z.boolean(), false),
    descricao: textoOpcional(LIMITES_INVENTARIO.descricao),
  })
  .check(
    z.refine((b) => b.escopo !== 'familia' || b.id_produto_base !== undefined, { error: MENSAGENS_INVENTARIO.familiaObrigatoria, path: ['id_produto_base'] }),
    z.refine((b) => b.escopo !== 'prateleira' || Boolean(b.prateleira), { error: MENSAGENS_INVENTARIO.prateleiraObrigatoria, path: ['prateleira'] }),
  );
export type NovoInventarioBody = z.input<typeof NovoInventarioBody>;

export const ResumoInventario = z.object({
  itens: z.number(),
  contados: z.number(),
  /** Null while a blind count is open: nobody sees differences until the count is closed. */
  divergentes: z.nullable(z.number()),
  unidades_sobra: z.nullable(z.number()),
  unidades_falta: z.nullable(z.number()),
  /** Reais at average cost, signed (a shortage is negative). */
  valor_diferenca: z.nullable(z.number()),
});
export type ResumoInventario = z.infer<typeof ResumoInventario>;

export const Inventario = z.object({
  id: z.number(),
  id_seller: z.number(),
  loja: z.string(),
  situacao: z.enum(SITUACOES_IDS),
  escopo: z.enum(ESCOPOS_IDS),
  /** The scope in words: 'Todos os produtos', 'Família Camiseta básica', 'Prateleira A3'. */
  escopo_descricao: z.string(),
  cega: z.boolean(),
  descricao: z.nullable(z.string()),
  /** Epoch ms: the session's start, when the list of products to count was taken. */
  aberto_em: z.number(),
  aberto_por: z.nullable(z.string()),
  encerrado_em: z.nullable(z.number()),
  aprovado_em: z.nullable(z.number()),
  aprovado_por: z.nullable(z.string()),
  cancelado_em: z.nullable(z.number()),
  /** Changes with every count and step: approval names the version it saw. */
  version: z.number(),
  resumo: ResumoInventario,
});
export type Inventario = z.infer<typeof Inventario>;

export const ConsultaInventariosBody = z.object({
  id_seller: z.optional(idLoja),
  situacao: z.optional(z.enum(SITUACOES_IDS)),
  pagina,
  por_pagina: porPagina,
});
export type ConsultaInventariosBody = z.input<typeof ConsultaInventariosBody>;
export const ListaInventarios = z.object({ itens: listaLimitada(Inventario, LIMITES_INVENTARIO.porPagina), total: z.number() });
export type ListaInventarios = z.infer<typeof ListaInventarios>;

export const InventarioIdParams = z.object({ id: idParam('Inventário inválido') });

// ---- items ----

export const ConsultaItensInventarioBody = z.object({
  filtro: z._default(z.enum(FILTROS_ITENS_IDS), 'todos'),
  /** Product name, SKU or EAN. */
  busca: textoOpcional(LIMITES_INVENTARIO.busca),
  pagina,
  por_pagina: porPagina,
});
export type ConsultaItensInventarioBody = z.input<typeof ConsultaItensInventarioBody>;

export const ItemInventario = z.object({
  id_produto: z.number(),
  produto: z.string(),
  sku: z.string(),
  ean: z.nullable(z.string()),
  localizacao: z.nullable(z.string()),
  /** Null: not counted yet. */
  contado: z.nullable(z.number()),
  contado_em: z.nullable(z.number()),
  contado_por: z.nullable(z.string()),
  /** On hand when counted (or now, if not counted); null while a blind count is open. */
  esperado: z.nullable(z.number()),
  diferenca: z.nullable(z.number()),
  /** Reais at average cost, signed. */
  valor_diferenca: z.nullable(z.number()),
  custo_medio: z.number(),
});
export type ItemInventario = z.infer<typeof ItemInventario>;

export const ListaItensInventario = z.object({ itens: listaLimitada(ItemInventario, LIMITES_INVENTARIO.porPagina), total: z.number() });
export type ListaItensInventario = z.infer<typeof ListaItensInventario>;

// ---- counting ----

/** Reads added to what is counted: each scan is one unit; several counters add to the same product. */
export const LeiturasBody = z.object({
  leituras: z
    .array(
      z.object({
        /** EAN or SKU, as the scanner typed it. */
        codigo: z.string().check(z.trim(), z.minLength(1, { error: 'Informe o código' }), z.maxLength(LIMITES_INVENTARIO.codigo, { error: `No máximo ${LIMITES_INVENTARIO.codigo} caracteres` })),
        quantidade: zQuantidade(LIMITES_INVENTARIO.quantidade),
      }),
      { error: 'Informe as leituras' },
    )
    .check(
      z.minLength(1, { error: 'Informe ao menos uma leitura' }),
      z.maxLength(LIMITES_INVENTARIO.leiturasPorEnvio, { error: `No máximo ${LIMITES_INVENTARIO.leiturasPorEnvio} leituras por envio` }),
    ),
});
export type LeiturasBody = z.infer<typeof LeiturasBody>;

export const ResultadoLeituras = z.object({
  lidos: listaLimitada(z.object({ codigo: z.string(), id_produto: z.number(), produto: z.string(), contado: z.number() }), LIMITES_INVENTARIO.leiturasPorEnvio),
  recusados: listaLimitada(z.object({ codigo: z.string(), quantidade: z.number(), motivo: z.string() }), LIMITES_INVENTARIO.leiturasPorEnvio),
});
export type ResultadoLeituras = z.infer<typeof ResultadoLeituras>;

/** A product's count typed as a whole (replacing what was counted), or cleared with null. */
export const ContagemBody = z.object({ quantidade: z.nullable(zQuantidade(LIMITES_INVENTARIO.quantidade, 0)) });
export type ContagemBody = z.infer<typeof ContagemBody>;
export const ItemInventarioParams = z.object({ id: idParam('Inventário inválido'), id_produto: idParam('Produto inválido') });

export const AprovacaoBody = z.object({ version: z.number().check(z.int(), z.minimum(1)) });
export type AprovacaoBody = z.infer<typeof AprovacaoBody>;

export const ROTAS_INVENTARIO = defineEndpoints({
  consultar: { metodo: 'PUT', caminho: '/v2/estoque/inventarios/consulta', corpo: ConsultaInventariosBody, resposta: envelope(ListaInventarios), acesso: { chave: 'estoque_controle_de_inventario' }, escopo: 'grupo' },
  criar: { metodo: 'POST', caminho: '/v2/estoque/inventarios', corpo: NovoInventarioBody, resposta: envelope(Inventario), acesso: { chave: 'estoque_controle_de_inventario' }, escopo: 'grupo' },
  ler: { metodo: 'GET', caminho: '/v2/estoque/inventarios/:id', parametros: InventarioIdParams, resposta: envelope(Inventario), acesso: { chave: 'estoque_controle_de_inventario' }, escopo: 'grupo' },
  itens: { metodo: 'PUT', caminho: '/v2/estoque/inventarios/:id/itens/consulta', parametros: InventarioIdParams, corpo: ConsultaItensInventarioBody, resposta: envelope(ListaItensInventario), acesso: { chave: 'estoque_controle_de_inventario' }, escopo: 'grupo' },
  leituras: { metodo: 'POST', caminho: '/v2/estoque/inventarios/:id/leituras', parametros: InventarioIdParams, corpo: LeiturasBody, resposta: envelope(ResultadoLeituras), acesso: { chave: 'estoque_controle_de_inventario' }, escopo: 'grupo' },
  contagem: { metodo: 'PUT', caminho: '/v2/estoque/inventarios/:id/itens/:id_produto/contagem', parametros: ItemInventarioParams, corpo: ContagemBody, resposta: envelope(ItemInventario), acesso: { chave: 'estoque_controle_de_inventario' }, escopo: 'grupo' },
  encerrar: { metodo: 'POST', caminho: '/v2/estoque/inventarios/:id/encerramento', parametros: InventarioIdParams, resposta: envelope(Inventario), acesso: { chave: 'estoque_controle_de_inventario' }, escopo: 'grupo' },
  reabrir: { metodo: 'POST', caminho: '/v2/estoque/inventarios/:id/reabertura', parametros: InventarioIdParams, resposta: envelope(Inventario), acesso: { chave: 'estoque_controle_de_inventario' }, escopo: 'grupo' },
  aprovar: { metodo: 'POST', caminho: '/v2/estoque/inventarios/:id/aprovacao', parametros: InventarioIdParams, corpo: AprovacaoBody, resposta: envelope(Inventario), acesso: { todas: ['estoque_controle_de_inventario', 'estoque_ajustes_e_movimentacoes'] }, escopo: 'grupo' },
  cancelar: { metodo: 'POST', caminho: '/v2/estoque/inventarios/:id/cancelamento', parametros: InventarioIdParams, resposta: envelope(Inventario), acesso: { chave: 'estoque_controle_de_inventario' }, escopo: 'grupo' },
});
