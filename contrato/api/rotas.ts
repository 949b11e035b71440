/**
 * Every endpoint outside the resource engine, declared once: the server registers its method, path
 * and schemas from here, the panel calls it through here and the tests' mocks match it from here.
 * The resources' routes are `rotasDoRecurso` (../recursos/rotas.ts); tests/unit/api/rotas.test.ts
 * checks that the two together are exactly what the server registers.
 *
 * The panel imports each domain's group from its own module (rotas-pedidos.ts, usuarios.ts, …),
 * never this registry: a route carries its schemas, and the registry would put every domain's
 * into the first screen's JavaScript (a lint rule holds it).
 */
import type { z } from 'zod/mini';
import { defineEndpoints, type Endpoint, type Endpoints } from '../modulos/declaracao';
import type { Rota } from '../recursos/rotas';
import type { ARQUIVO } from './arquivo';
import { ROTAS_CAMPANHAS_REVISAO } from './campanhasRevisao';
import { ROTAS_CLIENTES_VENDAS } from './clientesVendas';
import { ROTAS_COMPRAS } from './compras';
import { ROTAS_DESEMPENHO_FORNECEDORES } from './desempenhoFornecedores';
import { ROTAS_ESTOQUE } from './estoque';
import { ROTAS_INVENTARIO } from './inventario';
import { ROTAS_RELATORIOS_ESTOQUE } from './relatoriosEstoque';
import { ROTAS_PEDIDOS } from './rotasPedidos';
import { ROTAS_FOTOS_PRODUTO } from './produtosFotos';
import { ROTAS_MINHAS_SESSOES } from './minhasSessoes';
import { ROTAS_CONTA, ROTAS_INICIO, ROTAS_SESSAO } from './rotasEntrada';
import { ROTAS_REVISAO_ACESSOS } from './revisaoAcessos';
import { ROTAS_USUARIOS } from './usuarios';
import { ROTAS_VENDA_MANUAL } from './vendaManual';

export { caminhoDe, type Metodo, type Rota } from '../recursos/rotas';

export { ARQUIVO } from './arquivo';

export interface RotaApi extends Rota {
  /** Fastify's `:name` parameters, parsed. */
  parametros?: z.ZodMiniType;
  corpo?: z.ZodMiniType;
  /** The 200 answer. Absent: the server keeps a schema the panel has no use for yet. */
  resposta?: z.ZodMiniType | typeof ARQUIVO;
}

/** The security log: its filter and answer live with the server until the panel has a screen for it. */
const seguranca = defineEndpoints({
  eventos: { metodo: 'GET', caminho: '/v1/seguranca/eventos', acesso: { chave: 'torre_de_controle_revisao_e_gestao_de_acessos' }, escopo: 'grupo' },
});

export const ROTAS = { sessao: ROTAS_SESSAO, conta: ROTAS_CONTA, seguranca, inicio: ROTAS_INICIO, ...ROTAS_PEDIDOS, clientesVendas: ROTAS_CLIENTES_VENDAS, fotosProduto: ROTAS_FOTOS_PRODUTO, usuarios: ROTAS_USUARIOS, revisaoAcessos: ROTAS_REVISAO_ACESSOS, campanhasRevisao: ROTAS_CAMPANHAS_REVISAO, minhasSessoes: ROTAS_MINHAS_SESSOES, vendaManual: ROTAS_VENDA_MANUAL, estoque: ROTAS_ESTOQUE, relatoriosEstoque: ROTAS_RELATORIOS_ESTOQUE, inventario: ROTAS_INVENTARIO, compras: ROTAS_COMPRAS, desempenhoFornecedores: ROTAS_DESEMPENHO_FORNECEDORES } satisfies Record<string, Endpoints>;

/** Every catalogued route, flat. */
export const todasAsRotas = (): Endpoint[] => Object.values(ROTAS).flatMap((grupo): Endpoint[] => Object.values(grupo));
