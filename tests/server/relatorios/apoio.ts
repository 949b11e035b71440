/**
 * The declared-report tests' app: the product's modules plus the test report of
 * tests/fixtures/relatorios, found by the same discovery the product's reports are.
 */
import { fileURLToPath } from 'node:url';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { STATUS_FATURAMENTO } from '@retaguarda/contrato/relatorios/medidas';
import { DIRETORIO_MODULOS } from '../../../server/modulos/carregar';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { criarUsuario } from '../usuarios-de-teste';

export const PASTA_RELATORIO_TESTE = fileURLToPath(new URL('../../fixtures/relatorios/server/modulos', import.meta.url));
export const CAMINHO = '/v2/relatorios/teste.pedidos';
export const CHAVE: PermissionKey = 'vendas_relatorios_de_vendas';

export const appDeRelatorios = (): Promise<TestApp> => createTestApp({ modulos: [DIRETORIO_MODULOS, PASTA_RELATORIO_TESTE] });

export async function entrar(t: TestApp, email: string, permissions: readonly PermissionKey[], idSeller = 1): Promise<string> {
  await criarUsuario(t, { email, idSeller, permissions: [...permissions] });
  return t.login(email);
}

export const pedir = (t: TestApp, cookie: string, url: string, payload: object = {}, method: 'PUT' | 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'PUT') =>
  t.app.inject({ method, url, headers: { cookie, ...VERSAO }, ...(method === 'GET' || method === 'DELETE' ? {} : { payload }) });

/** The revenue and orders of a group's stores over SP days, read straight from the daily summary. */
export async function somaDoResumo(t: TestApp, de: string, ate: string, sellers: readonly number[]): Promise<{ pedidos: number; faturamento: number; dias: number }> {
  const lista = sellers.join(',');
  const r = await t.sql.uma<{ pedidos: number; faturamento: number; dias: number }>(
    `SELECT COALESCE(SUM(quantidade), 0) AS pedidos, COALESCE(SUM(valor_total), 0) AS faturamento, COUNT(DISTINCT dia_sp) AS dias
       FROM orders_daily WHERE dia_sp >= ? AND dia_sp <= ? AND id_seller IN (${lista}) AND id_status IN (${STATUS_FATURAMENTO.join(',')})`,
    de,
    ate,
  );
  return { pedidos: Number(r?.pedidos ?? 0), faturamento: Math.round(Number(r?.faturamento ?? 0) * 100) / 100, dias: Number(r?.dias ?? 0) };
}

export const sellersDoGrupo = async (t: TestApp, idGrupo: number): Promise<number[]> => (await t.sql.coluna<number>('SELECT id FROM sellers WHERE id_grupo = ? ORDER BY id', idGrupo)).map(Number);
