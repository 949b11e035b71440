/**
 * The clients the list tests see, written through the server's own create route (as the panel's
 * form will), on a clients table emptied before each test: what the list shows is what these
 * tests wrote, whatever earlier tests left.
 */
import type { ServidorReal } from './servidorReal';
import { VENDAS } from './renderComServidor';

export interface NovoCliente {
  nome: string;
  documento: string;
  tipo_pessoa?: 'fisica' | 'juridica';
  email?: string;
  telefone?: string;
}

/** Four clients: three people with valid CPFs and one company with a valid CNPJ. */
export const CLIENTES: Record<'ana' | 'bruno' | 'carla' | 'horizonte', NovoCliente> = {
  ana: { nome: 'Ana Beatriz Souza', documento: '52998224725', email: 'ana.souza@exemplo.com.br', telefone: '41998765432' },
  bruno: { nome: 'Bruno Lima', documento: '11144477735', email: 'bruno@exemplo.com.br', telefone: '11987654321' },
  carla: { nome: 'Carla Mendes', documento: '35719246819', email: 'carla@exemplo.com.br' },
  horizonte: { nome: 'Construtora Horizonte Ltda', documento: '11222333000181', tipo_pessoa: 'juridica', email: 'contato@horizonte.com.br' },
};

/** Empties the clients (no order refers to them: each test's orders are gone by now). */
export function semClientes(real: ServidorReal): void {
  real.db.sqlite.exec('DELETE FROM clients');
}

/** Creates the clients as the demo sales user (in the demo group); returns their ids by key. */
export async function gravarClientes<K extends string>(real: ServidorReal, clientes: Record<K, NovoCliente>): Promise<Record<K, number>> {
  const chamar = await real.outraSessao(VENDAS);
  const ids = {} as Record<K, number>;
  for (const [chave, c] of Object.entries(clientes) as [K, NovoCliente][]) {
    const res = await chamar('POST', '/v2/logins', { tipo_pessoa: 'fisica', ...c });
    if (res.statusCode !== 201) throw new Error(`cliente ${c.nome}: ${res.statusCode} ${res.body}`);
    ids[chave] = (res.json() as { RES: { id: number } }).RES.id;
  }
  return ids;
}

/** One client as the server holds it now. */
export async function lerCliente(real: ServidorReal, id: number): Promise<{ ativo: boolean; version: number }> {
  const chamar = await real.outraSessao(VENDAS);
  const res = await chamar('GET', `/v2/logins/${id}`);
  return (res.json() as { RES: { ativo: boolean; version: number } }).RES;
}
