/**
 * The demo group's promotions and coupons: an automatic 'leve 3, pague 2' on socks, a
 * first-purchase coupon, a fixed-value coupon with a minimum order, a seasonal one and an expired
 * one, so every answer of the coupon query can be seen in the demo.
 */
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import type { Escrita } from './escrita';

const DIA_MS = 86_400_000;
const GRUPO_DEMO = 1;

export async function inserirPromocoes(db: Escrita, agora: number): Promise<number> {
  const dia = (deslocamento: number) => diaChaveSP(new Date(agora + deslocamento * DIA_MS));
  const ano = Number(dia(0).slice(0, 4));
  // id, nome, codigo, tipo, percentual, valor, leve, pague, aplica_a, categoria, inicio, fim, pedido_minimo, limite_total, limite_por_cliente, primeira_compra
  const promocoes: (string | number | null)[][] = [
    [1, 'Leve 3, pague 2 — Meias', null, 'leve_pague', null, null, 3, 2, 'categoria', 'Meias', null, null, null, null, null, 0],
    [2, 'Boas-vindas 10%', 'BEMVINDO10', 'percentual', 1000, null, null, null, 'pedido', null, null, null, null, null, 1, 1],
    [3, 'R$ 20 de desconto acima de R$ 150', 'VALE20', 'valor', null, 2000, null, null, 'pedido', null, dia(-30), dia(60), 15000, 5000, 3, 0],
    [4, 'Camisetas 15%', 'CAMISETA15', 'percentual', 1500, null, null, null, 'categoria', 'Camisetas', dia(-7), dia(23), null, null, null, 0],
    [5, `Black Friday ${ano - 1}`, `BLACK${ano - 1}`, 'percentual', 2000, null, null, null, 'pedido', null, `${ano - 1}-11-20`, `${ano - 1}-11-30`, null, null, null, 0],
  ];
  await db.inserir(
    'promocoes',
    [
      'id', 'id_grupo', 'nome', 'codigo', 'tipo', 'percentual', 'valor', 'leve', 'pague', 'aplica_a', 'categoria', 'inicio', 'fim', 'pedido_minimo',
      'limite_total', 'limite_por_cliente', 'primeira_compra', 'canal_loja', 'canal_manual', 'canal_ecommerce', 'canal_marketplace', 'canal_loja_autonoma',
      'ativo', 'version', 'criado_em', 'atualizado_em',
    ],
    promocoes.map(([id, ...resto]) => [id ?? null, GRUPO_DEMO, ...resto, 1, 1, 1, 1, 1, 1, 1, agora - 40 * DIA_MS, agora - 40 * DIA_MS]),
  );
  return promocoes.length;
}
