import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import type { Autoria } from '../regras/cancelamento-nfce';
import { registrarImpressaoDanfe } from '../regras/impressao';
import { emitirNfce, pdfNfce, xmlNfce, type DocumentoNfce } from '../regras/nfce';

type Formato = 'pdf' | 'xml';
const TIPO: Record<Formato, string> = { pdf: 'application/pdf', xml: 'application/xml; charset=utf-8' };

/** Inline for the browser's viewer, or as a download named after the access key. */
function enviar(reply: FastifyReply, doc: DocumentoNfce, formato: Formato, download: boolean): Buffer | string {
  const nome = `NFCe-${doc.chave}.${formato}`;
  reply.type(TIPO[formato]).header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${nome}"`);
  return doc.conteudo;
}

export const autoria = (req: FastifyRequest): Autoria => ({ usuario: usuarioDe(req), ip: req.ip });

/** /v2/nfce/*: issue of an order's NFC-e (homologation, unsigned) and its DANFE PDF and XML. */
export function rotasNfce(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;

  app.route({
    ...rotaDoContrato(ROTAS_PEDIDOS.nfce.emitir),
    handler: async (req) => ({ RES: await emitirNfce(db, autoria(req), req.body.id_pedido, ctx.agora()) }),
  });

  const documentos = { pdf: pdfNfce, xml: xmlNfce };
  const rotas = { pdf: [ROTAS_PEDIDOS.nfce.pdf, ROTAS_PEDIDOS.nfce.baixarPdf], xml: [ROTAS_PEDIDOS.nfce.xml, ROTAS_PEDIDOS.nfce.baixarXml] };
  for (const formato of ['pdf', 'xml'] as const) {
    for (const [rota, download] of [[rotas[formato][0], false], [rotas[formato][1], true]] as const) {
      app.route({
        ...rotaDoContrato(rota),
        handler: async (req, reply) => {
          const doc = await documentos[formato](db, usuarioDe(req), req.params.id);
          // the inline DANFE is what the panel opens to print: the order's history records it
          if (formato === 'pdf' && !download) await registrarImpressaoDanfe(db, autoria(req), req.params.id, doc.numero, ctx.agora());
          return enviar(reply, doc, formato, download);
        },
      });
    }
  }
}
