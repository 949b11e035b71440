import type { FastifyReply, FastifyRequest } from 'fastify';
import { EmitirNfceBody, ImprimirPedidosBody, PedidoIdParams } from '../../src/api/pedido-detalhe';
import { criarGuardas, usuarioDe } from '../auth/guard';
import type { App, Contexto } from '../contexto';
import type { Autoria } from '../pedidos/cancelamento-nfce';
import { imprimirPedidos, registrarImpressaoDanfe } from '../pedidos/impressao';
import { emitirNfce, pdfNfce, xmlNfce, type DocumentoNfce } from '../pedidos/nfce';

type Formato = 'pdf' | 'xml';
const TIPO: Record<Formato, string> = { pdf: 'application/pdf', xml: 'application/xml; charset=utf-8' };

/** Inline for the browser's viewer, or as a download named after the access key. */
function enviar(reply: FastifyReply, doc: DocumentoNfce, formato: Formato, download: boolean): FastifyReply {
  const nome = `NFCe-${doc.chave}.${formato}`;
  return reply
    .type(TIPO[formato])
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${nome}"`)
    .send(doc.conteudo);
}

const autoria = (req: FastifyRequest): Autoria => ({ usuario: usuarioDe(req), ip: req.ip });

/**
 * /v2/nfce/*: issue of an order's NFC-e (homologation, unsigned) and its DANFE PDF and XML; and
 * the batch print of the list (DANFEs or picking list in one PDF).
 */
export default function rotasNfce(app: App, ctx: Contexto): void {
  const guarda = criarGuardas(ctx).exigirPermissao('vendas_gestao_de_pedidos');
  const db = ctx.db.kysely;

  app.post('/v2/nfce/emitir/nped', { onRequest: guarda, schema: { body: EmitirNfceBody } }, async (req) => ({
    RES: await emitirNfce(db, autoria(req), req.body.id_pedido, ctx.agora()),
  }));

  const documentos = { pdf: pdfNfce, xml: xmlNfce };
  for (const formato of ['pdf', 'xml'] as const) {
    for (const download of [false, true]) {
      const url = `/v2/nfce/${formato}/nped/${download ? 'file/' : ''}:id`;
      app.get(url, { onRequest: guarda, schema: { params: PedidoIdParams } }, async (req, reply) => {
        const doc = await documentos[formato](db, usuarioDe(req), req.params.id);
        // the inline DANFE is what the panel opens to print: the order's history records it
        if (formato === 'pdf' && !download) await registrarImpressaoDanfe(db, autoria(req), req.params.id, doc.numero, ctx.agora());
        return enviar(reply, doc, formato, download);
      });
    }
  }

  app.put('/v2/vendas/lista-pedidos/impressao', { onRequest: guarda, schema: { body: ImprimirPedidosBody } }, async (req, reply) => {
    const r = await imprimirPedidos(db, autoria(req), req.body, ctx.agora());
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${r.nomeArquivo}"`).send(r.pdf);
  });
}
