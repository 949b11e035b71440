/**
 * The OpenAPI 3.1 document of the API, built from the routes the app registered: each route's zod
 * schemas (converted by zod's own toJSONSchema) and its declared endpoint (who may call it, whose
 * data it reaches). Pure: the same routes give the same document, key for key, so
 * docs/openapi.json can be compared with a fresh one (tests/server/documentacao/).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifySchema } from 'fastify';
import { z } from 'zod/mini';
import { ErroMensagem, ErroValidacao, MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { MENSAGENS_VENDA_MANUAL } from '@retaguarda/contrato/api/vendaManual';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import type { Endpoint } from '@retaguarda/contrato/modulos/declaracao';
import { Arquivo } from '../http/respostas';
import { ESQUEMAS_DE_SEGURANCA, exigeVersaoDoCliente, respostasDeAcesso, segurancaDaOperacao, type EsquemaJson } from './seguranca';

export type { EsquemaJson } from './seguranca';

/** A route as the app registered it (server/http/rotas.ts's RotaRegistrada). */
export interface RotaDocumentada {
  metodo: string;
  url: string;
  schema?: FastifySchema;
  endpoint?: Endpoint;
}

export interface Operacao {
  operationId: string;
  summary?: string;
  description?: string;
  tags: string[];
  parameters?: EsquemaJson[];
  requestBody?: EsquemaJson;
  responses: Record<string, EsquemaJson>;
  security?: Record<string, string[]>[];
  'x-escopo'?: string;
  /** The security-log events a call may write, besides a refused call's. */
  'x-registra-seguranca'?: readonly string[];
  'x-permissoes'?: { regra: string; conjuntosMinimos: string[][] };
}

export interface DocumentoOpenApi {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operacao>>;
  components: {
    parameters: Record<string, EsquemaJson>;
    responses: Record<string, EsquemaJson>;
    securitySchemes: Record<string, EsquemaJson>;
  };
}

/** The order swagger-ui and most readers list a path's operations in. */
const ORDEM_DOS_METODOS = ['get', 'put', 'post', 'delete', 'patch', 'options'];

const DESCRICOES_DE_STATUS: Record<string, string> = {
  '200': 'Sucesso',
  '201': 'Criado',
  '409': 'Conflito: o registro mudou ou já existe',
  '422': 'Recusado: nada foi gravado',
};

type Io = 'input' | 'output';

const ehEsquemaZod = (valor: unknown): valor is z.core.$ZodType => typeof valor === 'object' && valor !== null && '_zod' in valor;

/**
 * A request part as its sender writes it ('input': before defaults and transforms) or an answer as
 * the server sends it ('output'). Unrepresentable schemas throw: none of the contract's are, and a
 * new one should be noticed here, not documented as 'anything'.
 */
export function esquemaJson(esquema: unknown, io: Io, onde: string): EsquemaJson {
  if (!ehEsquemaZod(esquema)) throw new Error(`${onde}: o esquema não é do zod`);
  const { $schema: _dialeto, ...json } = z.toJSONSchema(esquema, { io, target: 'draft-2020-12' });
  return json;
}

/** Fastify's `:id` is OpenAPI's `{id}`. */
export const caminhoOpenApi = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

/** The path's module: the segment after the version (`/v2/estoque/...` → estoque), or the first. */
export function tagDoCaminho(url: string): string {
  const partes = url.split('/').filter(Boolean);
  return (/^v\d+$/.test(partes[0] ?? '') ? partes[1] : partes[0]) ?? 'raiz';
}

const idDaOperacao = (metodo: string, url: string): string =>
  [metodo.toLowerCase(), ...url.split('/').filter(Boolean).map((parte) => parte.replace(/^:/, ''))].join('_').replace(/[^A-Za-z0-9_]/g, '_');

function parametros(esquema: unknown, onde: 'path' | 'query', rota: string): EsquemaJson[] {
  const json = esquemaJson(esquema, 'input', `${rota} ${onde}`);
  const propriedades = json.properties;
  if (json.type !== 'object' || typeof propriedades !== 'object' || propriedades === null) throw new Error(`${rota}: os parâmetros (${onde}) não são um objeto`);
  const obrigatorios = new Set(Array.isArray(json.required) ? json.required : []);
  return Object.entries(propriedades).map(([name, schema]: [string, EsquemaJson]) => ({ name, in: onde, required: onde === 'path' || obrigatorios.has(name), schema }));
}

function corpo(esquema: unknown, rota: string): EsquemaJson {
  const schema = esquemaJson(esquema, 'input', `${rota} body`);
  // The server reads a missing body as {}: an object with no required field may be left out.
  const obrigatorio = schema.type !== 'object' || (Array.isArray(schema.required) && schema.required.length > 0);
  return { required: obrigatorio, content: { 'application/json': { schema } } };
}

function resposta(status: string, esquema: unknown, rota: string): EsquemaJson {
  const description = DESCRICOES_DE_STATUS[status] ?? STATUS_CODES[Number(status)] ?? status;
  if (esquema === Arquivo) {
    return { description: `${description}: o arquivo (PDF, XML, planilha .xlsx ou imagem), enviado como está`, content: { 'application/octet-stream': {} } };
  }
  return { description, content: { 'application/json': { schema: esquemaJson(esquema, 'output', `${rota} ${status}`) } } };
}

function operacao(rota: RotaDocumentada): Operacao {
  const nome = `${rota.metodo} ${rota.url}`;
  const schema = rota.schema ?? {};
  const parameters = [
    ...(schema.params ? parametros(schema.params, 'path', nome) : []),
    ...(schema.querystring ? parametros(schema.querystring, 'query', nome) : []),
    ...(exigeVersaoDoCliente(rota.metodo, rota.url) ? [{ $ref: '#/components/parameters/versaoCliente' }] : []),
  ];
  const declaradas = Object.entries(schema.response ?? {}).map(([status, esquema]): [string, EsquemaJson] => [status, resposta(status, esquema, nome)]);
  const temEntrada = Boolean(schema.params ?? schema.querystring ?? schema.body);
  const responses = Object.fromEntries(
    [...declaradas, ...(temEntrada ? [['400', { $ref: '#/components/responses/Validacao' }] as [string, EsquemaJson]] : []), ...respostasDeAcesso(rota.endpoint?.acesso)]
      .filter(([status], i, todas) => todas.findIndex(([outro]) => outro === status) === i)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    operationId: idDaOperacao(rota.metodo, rota.url),
    ...(rota.endpoint?.resumo ? { summary: rota.endpoint.resumo } : {}),
    tags: [tagDoCaminho(rota.url)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(schema.body ? { requestBody: corpo(schema.body, nome) } : {}),
    responses,
    ...(rota.endpoint ? segurancaDaOperacao(rota.endpoint.acesso) : {}),
    ...(rota.endpoint ? { 'x-escopo': rota.endpoint.escopo } : {}),
    ...(rota.endpoint?.seguranca ? { 'x-registra-seguranca': rota.endpoint.seguranca } : {}),
  };
}

/** The routes a reader of the API calls: the docs' own page and the panel's files are hidden. */
export const rotasDocumentadas = (rotas: readonly RotaDocumentada[]): RotaDocumentada[] => rotas.filter((rota) => rota.schema?.hide !== true);

const erro = (description: string): EsquemaJson => ({ description, content: { 'application/json': { schema: esquemaJson(ErroMensagem, 'output', 'ErroMensagem') } } });

export function documentoOpenApi(rotas: readonly RotaDocumentada[]): DocumentoOpenApi {
  const ordenadas = [...rotasDocumentadas(rotas)].sort(
    (a, b) => caminhoOpenApi(a.url).localeCompare(caminhoOpenApi(b.url)) || ORDEM_DOS_METODOS.indexOf(a.metodo.toLowerCase()) - ORDEM_DOS_METODOS.indexOf(b.metodo.toLowerCase()),
  );
  const paths: DocumentoOpenApi['paths'] = {};
  const ids = new Set<string>();
  for (const rota of ordenadas) {
    const op = operacao(rota);
    if (ids.has(op.operationId)) throw new Error(`operationId repetido: ${op.operationId} (${rota.metodo} ${rota.url})`);
    ids.add(op.operationId);
    (paths[caminhoOpenApi(rota.url)] ??= {})[rota.metodo.toLowerCase()] = op;
  }
  const tags = [...new Set(ordenadas.map((rota) => tagDoCaminho(rota.url)))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Retaguarda API',
      version: CLIENT_VERSION,
      description:
        'Gerado dos esquemas do contrato (`npm run api:docs`). O que um esquema não diz (regras, limites, textos de erro, cookies, sessões) está em docs/api.md.',
    },
    tags,
    paths,
    components: {
      parameters: {
        versaoCliente: {
          name: CLIENT_VERSION_HEADER,
          in: 'header',
          required: true,
          description: 'Obrigatório em toda chamada que altera dados: com cookies SameSite=Strict, é a proteção contra CSRF.',
          schema: { type: 'string', examples: [CLIENT_VERSION] },
        },
      },
      responses: {
        Validacao: {
          description: 'Dados inválidos: `keys` nomeia cada campo recusado, `message` diz o primeiro problema',
          content: { 'application/json': { schema: esquemaJson(ErroValidacao, 'output', 'ErroValidacao') } },
        },
        SessaoExpirada: erro(`Sem sessão válida: "${MENSAGENS_COMUNS.naoAutenticado}"`),
        AcessoNegado: erro(`Falta uma permissão, ou a chamada nomeia um seller fora do grupo do usuário: "${MENSAGENS_COMUNS.acessoNegado}"`),
        AssinaturaRecusada: erro(`"${MENSAGENS_VENDA_MANUAL.assinaturaInvalida}", ou "${MENSAGENS_VENDA_MANUAL.notificacaoAntiga}"`),
      },
      securitySchemes: ESQUEMAS_DE_SEGURANCA,
    },
  };
}

/** The document as committed: two-space JSON and a final newline, so a diff reads line by line. */
export const textoDoDocumento = (documento: DocumentoOpenApi): string => `${JSON.stringify(documento, null, 2)}\n`;
