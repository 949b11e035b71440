/**
 * Families and products written through the real server (servidorReal.ts) as the signed-in user:
 * the panel tests of the products start from them. Each test its own SKUs: the register refuses repeats.
 */
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { ServidorReal } from '../servidorReal';

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

export async function lerProduto(real: ServidorReal, id: number): Promise<Registro> {
  const res = await real.chamar('GET', `/v2/produtos/${id}`);
  if (res.statusCode !== 200) throw new Error(`ler produto: ${res.statusCode} ${res.body}`);
  return res.json<{ RES: Registro }>().RES;
}
