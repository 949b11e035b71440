/**
 * Clients written and read through the real server (servidorReal.ts), as another person or the
 * register itself would: the forms' and record page's tests start from and check against them.
 */
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { ServidorReal } from '../servidorReal';

/** A valid CPF from nine digits (the check digits computed): each test its own, the register refuses repeats. */
export function cpfDe(nove: string): string {
  const d = nove.split('').map(Number);
  for (const tamanho of [9, 10]) {
    const soma = d.slice(0, tamanho).reduce((s, n, i) => s + n * (tamanho + 1 - i), 0);
    const resto = (soma * 10) % 11;
    d.push(resto === 10 ? 0 : resto);
  }
  return d.join('');
}

export const comMascara = (cpf: string) => cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');

/** POST /v2/logins as the signed-in user of the bridge's jar. */
export async function criarCliente(real: ServidorReal, campos: Record<string, unknown>): Promise<Registro> {
  const res = await real.chamar('POST', '/v2/logins', { tipo_pessoa: 'fisica', ...campos });
  if (res.statusCode !== 201) throw new Error(`criar cliente: ${res.statusCode} ${res.body}`);
  return res.json<{ RES: Registro }>().RES;
}

export async function lerCliente(real: ServidorReal, id: number): Promise<Registro> {
  const res = await real.chamar('GET', `/v2/logins/${id}`);
  if (res.statusCode !== 200) throw new Error(`ler cliente: ${res.statusCode} ${res.body}`);
  return res.json<{ RES: Registro }>().RES;
}
