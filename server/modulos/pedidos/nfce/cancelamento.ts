/**
 * Cancellation of an authorised NFC-e: the event 110111 (Manual de Orientação do Contribuinte,
 * "Evento de Cancelamento") within the state's window, and its procEventoNFe — the event as sent
 * plus the SEFAZ's registration (retEvento). As for the invoice itself, this server reaches no SEFAZ:
 * the registration is the homologation answer it would get (cStat 135), and nothing is signed.
 */
import { toIsoSP } from '@retaguarda/contrato/br/dates';
import { JUSTIFICATIVA_NFCE_MAX } from '@retaguarda/contrato/api/pedidoDetalhe';
import { decomporChave, validarChave } from './chave';
import { TP_AMB_HOMOLOGACAO, prazoCancelamentoNfceMin } from './ufs';
import { NAMESPACE_NFE, g, t, texto } from './xml';

export const TP_EVENTO_CANCELAMENTO = '110111';
const VERSAO_EVENTO = '1.00';

export interface CancelamentoNfce {
  chave: string;
  /** CNPJ of the emitter, digits. */
  cnpj: string;
  /** nProt of the invoice's authorisation. */
  protocoloAutorizacao: string;
  justificativa: string;
  em: Date;
  /** nSeqEvento: 1 for the only cancellation an invoice can have. */
  sequencia?: number;
}

export interface EventoCancelamento {
  xml: string;
  /** nProt of the event's registration. */
  protocolo: string;
  justificativa: string;
}

const aa = (em: Date) => toIsoSP(em).slice(2, 4);

/**
 * A homologation protocol number in the SEFAZ layout (15 digits: 1, cUF, year, sequence). The
 * invoice's comes from its number, so the same invoice always shows the same one.
 */
export function protocoloHomologacao(cUF: string, em: Date, sequencial: number): string {
  return `1${cUF}${aa(em)}${String(sequencial % 1e10).padStart(10, '0')}`;
}

/** The procEventoNFe of the cancellation; RangeError on a key or justification the layout refuses. */
export function gerarEventoCancelamento(c: CancelamentoNfce): EventoCancelamento {
  const valida = validarChave(c.chave);
  if (!valida.ok) throw new RangeError(`Chave de acesso inválida: ${valida.motivo}`);
  const cOrgao = decomporChave(c.chave).cUF;
  const seq = c.sequencia ?? 1;
  const justificativa = texto(c.justificativa, JUSTIFICATIVA_NFCE_MAX, 'xJust');
  const dh = toIsoSP(c.em);
  const protocolo = protocoloHomologacao(cOrgao, c.em, Math.floor(c.em.getTime() / 1000));
  const id = `ID${TP_EVENTO_CANCELAMENTO}${c.chave}${String(seq).padStart(2, '0')}`;
  const evento = g(
    'evento',
    [
      g(
        'infEvento',
        [
          t('cOrgao', cOrgao),
          t('tpAmb', TP_AMB_HOMOLOGACAO),
          t('CNPJ', c.cnpj),
          t('chNFe', c.chave),
          t('dhEvento', dh),
          t('tpEvento', TP_EVENTO_CANCELAMENTO),
          t('nSeqEvento', String(seq)),
          t('verEvento', VERSAO_EVENTO),
          g('detEvento', [t('descEvento', 'Cancelamento'), t('nProt', c.protocoloAutorizacao), t('xJust', justificativa)], ` versao="${VERSAO_EVENTO}"`),
        ],
        ` Id="${id}"`,
      ),
    ],
    ` versao="${VERSAO_EVENTO}"`,
  );
  const retorno = g(
    'retEvento',
    [
      g('infEvento', [
        t('tpAmb', TP_AMB_HOMOLOGACAO),
        t('verAplic', 'RETAGUARDA-HOMOLOGACAO'),
        t('cOrgao', cOrgao),
        t('cStat', '135'),
        t('xMotivo', 'Evento registrado e vinculado a NF-e'),
        t('chNFe', c.chave),
        t('tpEvento', TP_EVENTO_CANCELAMENTO),
        t('xEvento', 'Cancelamento registrado'),
        t('nSeqEvento', String(seq)),
        t('dhRegEvento', dh),
        t('nProt', protocolo),
      ]),
    ],
    ` versao="${VERSAO_EVENTO}"`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?><procEventoNFe versao="${VERSAO_EVENTO}" xmlns="${NAMESPACE_NFE}">${evento}${retorno}</procEventoNFe>`;
  return { xml, protocolo, justificativa };
}

export interface PrazoCancelamento {
  minutos: number;
  /** Epoch ms: the last instant the cancellation is accepted. */
  ate: number;
  encerrado: boolean;
}

/** The state's cancellation window for an invoice authorised at `autorizadaEm` (epoch ms). */
export function prazoCancelamento(uf: string, autorizadaEm: number, agora: Date, prazos?: Readonly<Record<string, number>>): PrazoCancelamento {
  const minutos = prazoCancelamentoNfceMin(uf, prazos);
  const ate = autorizadaEm + minutos * 60_000;
  return { minutos, ate, encerrado: agora.getTime() > ate };
}

/** What the staff can do once the window has closed. */
export function mensagemPrazoEncerrado(minutos: number): string {
  const prazo = minutos % 60 === 0 && minutos >= 60 ? `${minutos / 60} h` : `${minutos} min`;
  return `Prazo de cancelamento da NFC-e encerrado (${prazo}): emita uma NF-e de devolução/entrada ou cancele por substituição`;
}
