/**
 * A purchase order sent to its supplier, written through the real server as the admin: what the
 * receiving screen's tests count against.
 */
import { ROTAS_COMPRAS, type PedidoCompra } from '@retaguarda/contrato/api/compras';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { gerarCnpj } from '../../../../../server/db/seed/documentos';
import { criarProduto } from '../../../produtosNoServidor';
import { ADMIN } from '../../../renderComServidor';
import type { ServidorReal } from '../../../servidorReal';

/** An EAN-13 with its GTIN check digit: each test its own, the register refuses a repeated EAN. */
export function ean13(base12: string): string {
  const soma = [...base12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return base12 + String((10 - (soma % 10)) % 10);
}

/**
 * An active supplier of the demo group: the seeded one when the demo data set is there, else one
 * written through the register (the file's server seeds only sellers and users).
 */
async function fornecedor(real: ServidorReal): Promise<{ id: number; nome: string }> {
  const f = real.db.sqlite.prepare('SELECT id, nome_fantasia AS nome FROM fornecedores WHERE id_grupo = 1 AND ativo = 1 ORDER BY id LIMIT 1').get() as { id: number; nome: string } | undefined;
  if (f) return f;
  const res = await real.chamar('POST', '/v2/fornecedores', { nome_fantasia: 'Têxtil Blumenau', razao_social: 'Têxtil Blumenau Indústria Ltda.', cnpj: gerarCnpj('33444555', 1) });
  if (res.statusCode !== 201) throw new Error(`criar fornecedor: ${res.statusCode} ${res.body}`);
  return fornecedor(real);
}

export interface LinhaDoPedido {
  nome: string;
  sku: string;
  ean: string;
  quantidade: number;
}

/** A purchase order of these new products for Loja Centro, sent to the supplier (as the admin). */
export async function pedidoEnviado(real: ServidorReal, linhas: LinhaDoPedido[]): Promise<{ pedido: PedidoCompra; produtos: number[]; fornecedor: string }> {
  await real.entrar(ADMIN);
  const f = await fornecedor(real);
  const produtos: number[] = [];
  for (const l of linhas) produtos.push((await criarProduto(real, { nome: l.nome, sku: l.sku, ean: l.ean, preco: 50, custo: 20 })).id);
  const criado = await real.chamar('POST', ROTAS_COMPRAS.criar.caminho, {
    id_fornecedor: f.id,
    id_seller: 1,
    previsao_entrega: null,
    itens: linhas.map((l, i) => ({ id_produto: produtos[i], quantidade: l.quantidade, custo_unitario: 20 })),
  });
  if (criado.statusCode !== 200) throw new Error(`criar pedido de compra: ${criado.statusCode} ${criado.body}`);
  const rascunho = criado.json<{ RES: PedidoCompra }>().RES;
  const enviado = await real.chamar('POST', caminhoDe(ROTAS_COMPRAS.enviar, { id: rascunho.id }), { version: rascunho.version });
  if (enviado.statusCode !== 200) throw new Error(`enviar pedido de compra: ${enviado.statusCode} ${enviado.body}`);
  return { pedido: enviado.json<{ RES: PedidoCompra }>().RES, produtos, fornecedor: f.nome };
}

export const caminhoRecebimento = (id: number) => caminhoDe(ROTAS_COMPRAS.receber, { id });
