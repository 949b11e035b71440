import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';
import { documentoDoApp } from '../../../server/documentacao/documentoDoApp';
import { caminhoOpenApi, documentoOpenApi, textoDoDocumento, type DocumentoOpenApi, type Operacao } from '../../../server/documentacao/openapi';
import { ARQUIVO_DO_DOCUMENTO } from '../../../server/modulos/documentacao';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let documento: DocumentoOpenApi;

beforeAll(async () => {
  t = await createTestApp();
  documento = documentoOpenApi(t.app.rotasRegistradas);
});
afterAll(async () => {
  await t.close();
});

const operacoes = (doc: DocumentoOpenApi): [string, Operacao][] =>
  Object.entries(doc.paths).flatMap(([caminho, metodos]) => Object.entries(metodos).map(([metodo, op]): [string, Operacao] => [`${metodo.toUpperCase()} ${caminho}`, op]));

/** Every JSON Schema of the document: parameters', bodies' and answers'. */
function esquemas(valor: unknown, onde = ''): [string, object][] {
  if (typeof valor !== 'object' || valor === null) return [];
  if (Array.isArray(valor)) return valor.flatMap((item, i) => esquemas(item, `${onde}/${i}`));
  return Object.entries(valor).flatMap(([chave, filho]): [string, object][] =>
    chave === 'schema' && typeof filho === 'object' && filho !== null ? [[`${onde}/schema`, filho]] : esquemas(filho, `${onde}/${chave}`),
  );
}

function resolver(doc: object, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((atual, parte) => (typeof atual === 'object' && atual !== null ? (atual as Record<string, unknown>)[parte] : undefined), doc);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 whose every operation has its answers, its path parameters and a unique id', () => {
    expect(documento.openapi).toBe('3.1.0');
    expect(documento.info.title).not.toBe('');
    expect(documento.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    const ids = new Set<string>();
    for (const [nome, op] of operacoes(documento)) {
      expect(Object.keys(op.responses).length, nome).toBeGreaterThan(0);
      for (const [status, resposta] of Object.entries(op.responses)) {
        expect(status, nome).toMatch(/^[1-5]\d\d$/);
        expect(typeof resposta.description === 'string' || typeof resposta.$ref === 'string', `${nome} ${status}`).toBe(true);
      }
      const declarados = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const noCaminho = [...nome.matchAll(/\{(\w+)\}/g)].map(([, parametro]) => parametro);
      expect(declarados, nome).toEqual(noCaminho);
      expect(ids.has(op.operationId), op.operationId).toBe(false);
      ids.add(op.operationId);
    }
    expect(Object.keys(documento.paths).filter((caminho) => !caminho.startsWith('/') || caminho.includes(':'))).toEqual([]);
  });

  it('has every $ref pointing inside itself and every schema valid JSON Schema 2020-12', () => {
    const texto = JSON.stringify(documento);
    const refs = [...new Set([...texto.matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref ?? ''))];
    expect(refs.filter((ref) => !ref.startsWith('#/') || resolver(documento, ref) === undefined)).toEqual([]);
    // OpenAPI 3.1's schemas are JSON Schema 2020-12: Ajv (Fastify's own validator) checks them against its meta-schema
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const invalidos = esquemas(documento).filter(([, esquema]) => !ajv.validateSchema(esquema));
    expect(invalidos.map(([onde]) => onde)).toEqual([]);
    expect(esquemas(documento).length).toBeGreaterThan(200);
  });

  it('documents every route the app registered, each under its OpenAPI path and method', () => {
    const documentadas = operacoes(documento).map(([nome]) => nome);
    const registradas = t.app.rotasRegistradas.map((r) => `${r.metodo} ${caminhoOpenApi(r.url)}`);
    expect(documentadas.length).toBe(t.app.rotasRegistradas.length);
    expect([...documentadas].sort()).toEqual([...registradas].sort());
    expect(documentadas).toContain('GET /v2/produtos/{id}');
    expect(documentadas).toContain('GET /v2/fornecedores/{id}/historico');
  });

  it('says who may call every operation and whose data it reaches', () => {
    const semAcesso = operacoes(documento).filter(([, op]) => op.security === undefined || op['x-escopo'] === undefined);
    expect(semAcesso.map(([nome]) => nome)).toEqual([]);
  });

  it('marks the sign-in public and a stock route with the key its guard asks for', () => {
    const login = documento.paths[ROTAS_SESSAO.logar.caminho]?.post;
    expect(login?.security).toEqual([]);
    expect(Object.keys(login?.responses ?? {})).not.toContain('401');
    const posicao = documento.paths[ROTAS_ESTOQUE.posicao.caminho]?.put;
    expect(posicao?.security).toEqual([{ cookieAuth: [ROTAS_ESTOQUE.posicao.acesso.chave] }]);
    expect(posicao?.['x-permissoes']?.conjuntosMinimos).toEqual([[ROTAS_ESTOQUE.posicao.acesso.chave]]);
    expect(posicao?.['x-escopo']).toBe('grupo');
    expect(Object.keys(posicao?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
  });

  it('describes a file answer as a file, not as JSON', () => {
    const xlsx = documento.paths['/v2/produtos/xlsx']?.put?.responses['200'];
    expect(Object.keys((xlsx?.content ?? {}) as object)).toEqual(['application/octet-stream']);
  });

  it('asks for X-Client-Version on the calls that change data, except the PSP’s signed notice', () => {
    const pede = (op: Operacao | undefined) => (op?.parameters ?? []).some((p) => p.$ref === '#/components/parameters/versaoCliente');
    expect(pede(documento.paths['/v1/login_erp/logar']?.post)).toBe(true);
    expect(pede(documento.paths['/v2/estoque/ajustes']?.post)).toBe(true);
    expect(pede(documento.paths['/v2/produtos/{id}']?.get)).toBe(false);
    expect(pede(documento.paths['/v2/pagamentos/psp/webhook']?.post)).toBe(false);
  });
});

describe('docs/openapi.json', () => {
  it('is what `npm run api:docs` generates from the contract today', async () => {
    const gerado = textoDoDocumento(await documentoDoApp());
    const gravado = readFileSync(ARQUIVO_DO_DOCUMENTO, 'utf8');
    if (gerado === gravado) return;
    const antes = new Map(operacoes(JSON.parse(gravado) as DocumentoOpenApi).map(([nome, op]) => [nome, JSON.stringify(op)]));
    const depois = new Map(operacoes(JSON.parse(gerado) as DocumentoOpenApi).map(([nome, op]) => [nome, JSON.stringify(op)]));
    const mudaram = [...new Set([...antes.keys(), ...depois.keys()])].filter((nome) => antes.get(nome) !== depois.get(nome));
    const exemplos = mudaram.length > 10 ? `${mudaram.slice(0, 10).join(', ')} e mais ${mudaram.length - 10}` : mudaram.join(', ');
    expect.fail(`docs/openapi.json está desatualizado: rode \`npm run api:docs\` e inclua o arquivo no commit. Operações diferentes: ${exemplos || '(nenhuma: mudou o resto do documento)'}`);
  });
});
