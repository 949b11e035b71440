/**
 * Who may call an operation, in OpenAPI's terms, from the endpoint's declared `acesso`: the same
 * rule the server's guard enforces, so the document cannot promise what the guard refuses.
 */
import { ROTAS_VENDA_MANUAL } from '@retaguarda/contrato/api/vendaManual';
import { chavesMinimas, ESQUEMAS_ASSINATURA, rotuloDoAcesso, type Acesso } from '@retaguarda/contrato/modulos/acesso';
import { nomesCookies } from '../modulos/sessao/auth/cookies';
import { JANELA_NOTIFICACAO_MS } from '../modulos/venda-manual/pagamentos/psp';

export type EsquemaJson = Record<string, unknown>;

const COOKIES = { https: nomesCookies(true).acesso, local: nomesCookies(false).acesso };
const PSP = ESQUEMAS_ASSINATURA.psp;
const LINK = ESQUEMAS_ASSINATURA['link-email'];

export const ESQUEMAS_DE_SEGURANCA: Record<string, EsquemaJson> = {
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIES.https,
    description: `A sessão aberta por POST /v1/login_erp/logar (\`${COOKIES.local}\` num servidor local sem HTTPS). As permissões listadas numa operação são as chaves do usuário que bastam juntas; cada item de \`security\` é uma alternativa.`,
  },
  pspAssinatura: {
    type: 'apiKey',
    in: 'header',
    name: PSP.assinatura,
    description: `\`sha256=<hex do HMAC-SHA256(segredo, "<${PSP.instante}>.<corpo bruto>")>\`, com o segredo que só o PSP e o servidor têm.`,
  },
  pspInstante: {
    type: 'apiKey',
    in: 'header',
    name: PSP.instante,
    description: `O instante da assinatura, em milissegundos desde 1970; mais de ${JANELA_NOTIFICACAO_MS / 60_000} minutos de diferença do relógio do servidor é recusado.`,
  },
};

export interface SegurancaDaOperacao {
  security: Record<string, string[]>[];
  description?: string;
  'x-permissoes'?: { regra: string; conjuntosMinimos: string[][] };
}

const SESSAO = { cookieAuth: [] };

/** OpenAPI 3.1 lets a non-OAuth requirement list roles: here, the keys one alternative needs. */
export function segurancaDaOperacao(acesso: Acesso): SegurancaDaOperacao {
  if (acesso === 'publico') return { security: [] };
  if (acesso === 'sessao') return { security: [SESSAO] };
  if ('assinado' in acesso) {
    if (acesso.assinado === 'psp') return { security: [{ pspAssinatura: [], pspInstante: [] }] };
    return { security: [], description: `Sem sessão: o token de uso único do link enviado por e-mail vai no corpo, campo \`${LINK.campo}\`.` };
  }
  const conjuntosMinimos = chavesMinimas(acesso);
  const regra = rotuloDoAcesso(acesso);
  if (conjuntosMinimos.length === 0) {
    // An empty security list would read as 'public': keep the session and say no key set passes.
    return { security: [SESSAO], description: 'Nenhuma combinação de permissões permite esta chamada (cadastro somente leitura).', 'x-permissoes': { regra, conjuntosMinimos } };
  }
  return { security: conjuntosMinimos.map((chaves) => ({ cookieAuth: chaves })), 'x-permissoes': { regra, conjuntosMinimos } };
}

/** The answers the guard gives before the handler runs, by reference to components.responses. */
export function respostasDeAcesso(acesso: Acesso | undefined): [string, EsquemaJson][] {
  if (acesso === undefined || acesso === 'publico') return [];
  if (acesso === 'sessao') return [['401', { $ref: '#/components/responses/SessaoExpirada' }]];
  if ('assinado' in acesso) return acesso.assinado === 'psp' ? [['401', { $ref: '#/components/responses/AssinaturaRecusada' }]] : [];
  return [
    ['401', { $ref: '#/components/responses/SessaoExpirada' }],
    ['403', { $ref: '#/components/responses/AcessoNegado' }],
  ];
}

const METODOS_QUE_ALTERAM = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The client-version rule of server/http/cabecalhos.ts, with its one exemption: the PSP's notice. */
export const exigeVersaoDoCliente = (metodo: string, url: string): boolean => METODOS_QUE_ALTERAM.has(metodo) && url !== ROTAS_VENDA_MANUAL.webhookPsp.caminho;
