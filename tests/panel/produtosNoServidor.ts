/**
 * Families and products written through the real server (servidorReal.ts) as the signed-in user:
 * the panel tests of the products start from them. Each test its own SKUs: the register refuses repeats.
 */
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { ServidorReal } from './servidorReal';

export async function criarFamilia(real: ServidorReal, campos: Record<string, unknown>): Promise<Registro> {
  const res = await real.chamar('POST', '/produto-base', { unidade: 'UN', ...campos });
  if (res.statusCode !== 201) throw new Error(`criar família: ${res.statusCode} ${res.body}`);
  return res.json<{ RES: Registro }>().RES;
}

export async function criarProduto(real: ServidorReal, campos: Record<string, unknown>): Promise<Registro> {
  const res = await real.chamar('POST', '/v2/produtos', { ncm: '61091000', unidade: 'UN', ...campos });
  if (res.statusCode !== 201) throw new Error(`criar produto: ${res.statusCode} ${res.body}`);
  return res.json<{ RES: Registro }>().RES;
}

/** Units of a product on a store's shelf, through the stock adjustment (as the admin signed in on `real`). */
export async function abastecerProduto(real: ServidorReal, idProduto: number, idSeller = 1, quantidade = 50): Promise<void> {
  const res = await real.chamar('POST', '/v2/estoque/ajustes', { id_seller: idSeller, id_produto: idProduto, direcao: 'entrada', quantidade, motivo: 'Reposição para o teste' });
  if (res.statusCode !== 200) throw new Error(`abastecer produto: ${res.statusCode} ${res.body}`);
}

export async function lerProduto(real: ServidorReal, id: number): Promise<Registro> {
  const res = await real.chamar('GET', `/v2/produtos/${id}`);
  if (res.statusCode !== 200) throw new Error(`ler produto: ${res.statusCode} ${res.body}`);
  return res.json<{ RES: Registro }>().RES;
}
