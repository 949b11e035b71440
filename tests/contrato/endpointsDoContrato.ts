/**
 * Every endpoint the contract declares, found by reading its files rather than a list someone must
 * remember to extend: each export that is an endpoint, or a group of them (one level of nesting,
 * as the orders' group holds its list, status and NFC-e groups), and the endpoints of each declared
 * report (endpointsDoRelatorio). The registers' routes are not
 * exports (rotasDoRecurso builds them from each declaration); callers add them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@retaguarda/contrato/modulos/declaracao';
import { ehDeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { endpointsDoRelatorio } from '@retaguarda/contrato/relatorios/endpoints';

const RAIZ_CONTRATO = join(fileURLToPath(import.meta.url), '..', '..', '..', 'contrato');

export interface EndpointDeclarado {
  /** Where it is declared: 'api/rotasPedidos.ts ROTAS_PEDIDOS.nfce.emitir'. */
  origem: string;
  endpoint: Endpoint;
}

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function ehEndpoint(v: unknown): v is Endpoint {
  return ehObjeto(v) && typeof v.metodo === 'string' && typeof v.caminho === 'string' && v.acesso !== undefined && typeof v.escopo === 'string';
}

function arquivosTs(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((e) => {
    const caminho = join(pasta, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : arquivosTs(caminho);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [caminho] : [];
  });
}

function coletar(valor: unknown, origem: string, profundidade: number, achados: EndpointDeclarado[]): void {
  // a declared report (contrato/modulos/<area>/*.relatorios.ts) brings the endpoints built from it
  if (ehDeclaracaoRelatorio(valor)) {
    for (const [nome, endpoint] of Object.entries(endpointsDoRelatorio(valor))) if (endpoint) achados.push({ origem: `${origem}.${nome}`, endpoint });
    return;
  }
  if (ehEndpoint(valor)) {
    achados.push({ origem, endpoint: valor });
    return;
  }
  if (profundidade === 0 || !ehObjeto(valor)) return;
  for (const [nome, filho] of Object.entries(valor)) coletar(filho, `${origem}.${nome}`, profundidade - 1, achados);
}

/** Each endpoint once (a group re-exported elsewhere is the same object), with the first place it was found. */
export async function endpointsDoContrato(): Promise<EndpointDeclarado[]> {
  const achados: EndpointDeclarado[] = [];
  for (const arquivo of arquivosTs(RAIZ_CONTRATO).sort()) {
    const exportado: Record<string, unknown> = await import(arquivo);
    const nomeArquivo = arquivo.slice(RAIZ_CONTRATO.length + 1);
    for (const [nome, valor] of Object.entries(exportado)) coletar(valor, `${nomeArquivo} ${nome}`, 2, achados);
  }
  const vistos = new Set<Endpoint>();
  return achados.filter(({ endpoint }) => !vistos.has(endpoint) && vistos.add(endpoint) !== undefined);
}
