/**
 * The 27 federative units as the NFC-e sees them: the IBGE code that opens every access key, and
 * the homologation addresses of the SEFAZ public lookup that the QR code (qrCode) and the printed
 * "consulte pela chave" line (urlChave) point to.
 *
 * The addresses come from the "Manual de Padrões Técnicos do DANFE NFC-e e QR Code" tables as the
 * open-source emitters keep them (nfephp-org/sped-nfe storage files). Only homologation is listed:
 * this server never issues a document with fiscal value. SEFAZ addresses do change; check the
 * state's portal before trusting one for anything but a demo.
 */
export interface UfNfce {
  /** IBGE code of the state (cUF). */
  codigo: string;
  qrCodeHomologacao: string;
  consultaHomologacao: string;
}

export const UFS = {
  RO: { codigo: '11', qrCodeHomologacao: 'http://www.nfce.sefin.ro.gov.br/consultanfce/consulta.jsp', consultaHomologacao: 'www.sefin.ro.gov.br/nfce/consulta' },
  AC: { codigo: '12', qrCodeHomologacao: 'http://hml.sefaznet.ac.gov.br/nfce/qrcode', consultaHomologacao: 'www.sefaznet.ac.gov.br/nfce/consulta' },
  AM: { codigo: '13', qrCodeHomologacao: 'http://homnfce.sefaz.am.gov.br/nfceweb/consultarNFCe.jsp', consultaHomologacao: 'www.sefaz.am.gov.br/nfce/consulta' },
  RR: { codigo: '14', qrCodeHomologacao: 'http://200.174.88.103:8080/nfce/servlet/qrcode', consultaHomologacao: 'www.sefaz.rr.gov.br/nfce/consulta' },
  PA: { codigo: '15', qrCodeHomologacao: 'https://appnfc.sefa.pa.gov.br/portal-homologacao/view/consultas/nfce/nfceForm.seam', consultaHomologacao: 'www.sefa.pa.gov.br/nfce/consulta' },
  AP: { codigo: '16', qrCodeHomologacao: 'https://www.sefaz.ap.gov.br/nfcehml/nfce.php', consultaHomologacao: 'www.sefaz.ap.gov.br/nfce/consulta' },
  TO: { codigo: '17', qrCodeHomologacao: 'http://homologacao.sefaz.to.gov.br/nfce/qrcode', consultaHomologacao: 'www.sefaz.to.gov.br/nfce/consulta' },
  MA: { codigo: '21', qrCodeHomologacao: 'http://www.hom.nfce.sefaz.ma.gov.br/portal/consultarNFCe.jsp', consultaHomologacao: 'www.sefaz.ma.gov.br/nfce/consulta' },
  PI: { codigo: '22', qrCodeHomologacao: 'http://webas.sefaz.pi.gov.br/nfceweb-homologacao/consultarNFCe.jsf', consultaHomologacao: 'www.sefaz.pi.gov.br/nfce/consulta' },
  CE: { codigo: '23', qrCodeHomologacao: 'http://nfceh.sefaz.ce.gov.br/pages/ShowNFCe.html', consultaHomologacao: 'www.sefaz.ce.gov.br/nfce/consulta' },
  RN: { codigo: '24', qrCodeHomologacao: 'http://hom.nfce.set.rn.gov.br/consultarNFCe.aspx', consultaHomologacao: 'www.set.rn.gov.br/nfce/consulta' },
  PB: { codigo: '25', qrCodeHomologacao: 'http://www.receita.pb.gov.br/nfcehom', consultaHomologacao: 'www.receita.pb.gov.br/nfcehom' },
  PE: { codigo: '26', qrCodeHomologacao: 'http://nfcehomolog.sefaz.pe.gov.br/nfce-web/consultarNFCe', consultaHomologacao: 'nfce.sefaz.pe.gov.br/nfce/consulta' },
  AL: { codigo: '27', qrCodeHomologacao: 'http://nfce.sefaz.al.gov.br/QRCode/consultarNFCe.jsp', consultaHomologacao: 'www.sefaz.al.gov.br/nfce/consulta' },
  SE: { codigo: '28', qrCodeHomologacao: 'http://www.hom.nfe.se.gov.br/nfce/qrcode', consultaHomologacao: 'http://www.hom.nfe.se.gov.br/nfce/consulta' },
  BA: { codigo: '29', qrCodeHomologacao: 'http://hnfe.sefaz.ba.gov.br/servicos/nfce/qrcode.aspx', consultaHomologacao: 'http://hinternet.sefaz.ba.gov.br/nfce/consulta' },
  MG: { codigo: '31', qrCodeHomologacao: 'https://nfce.fazenda.mg.gov.br/portalnfce/sistema/qrcode.xhtml', consultaHomologacao: 'http://hnfce.fazenda.mg.gov.br/portalnfce' },
  ES: { codigo: '32', qrCodeHomologacao: 'https://homologacao.sefaz.es.gov.br/ConsultaNFCe/qrcode.aspx', consultaHomologacao: 'www.sefaz.es.gov.br/nfce/consulta' },
  RJ: { codigo: '33', qrCodeHomologacao: 'http://www4.fazenda.rj.gov.br/consultaNFCe/QRCode', consultaHomologacao: 'www.fazenda.rj.gov.br/nfce/consulta' },
  SP: { codigo: '35', qrCodeHomologacao: 'https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica/Paginas/ConsultaQRCode.aspx', consultaHomologacao: 'https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica' },
  PR: { codigo: '41', qrCodeHomologacao: 'http://www.fazenda.pr.gov.br/nfce/qrcode', consultaHomologacao: 'http://www.fazenda.pr.gov.br/nfce/consulta' },
  SC: { codigo: '42', qrCodeHomologacao: 'https://hom.sat.sef.sc.gov.br/nfce/consulta', consultaHomologacao: 'https://hom.sat.sef.sc.gov.br/nfce/consulta' },
  RS: { codigo: '43', qrCodeHomologacao: 'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx', consultaHomologacao: 'www.sefaz.rs.gov.br/nfce/consulta' },
  MS: { codigo: '50', qrCodeHomologacao: 'http://www.dfe.ms.gov.br/nfce/qrcode', consultaHomologacao: 'http://www.dfe.ms.gov.br/nfce/consulta' },
  MT: { codigo: '51', qrCodeHomologacao: 'http://homologacao.sefaz.mt.gov.br/nfce/consultanfce', consultaHomologacao: 'http://homologacao.sefaz.mt.gov.br/nfce/consultanfce' },
  GO: { codigo: '52', qrCodeHomologacao: 'http://homolog.sefaz.go.gov.br/nfeweb/sites/nfce/danfeNFCe', consultaHomologacao: 'www.nfce.go.gov.br/post/ver/214413/consulta-nfc-e-homologacao' },
  DF: { codigo: '53', qrCodeHomologacao: 'http://dec.fazenda.df.gov.br/ConsultarNFCe.aspx', consultaHomologacao: 'www.fazenda.df.gov.br/nfce/consulta' },
} as const satisfies Record<string, UfNfce>;

/** tpAmb 2: the SEFAZ test environment, where nothing has fiscal value. */
export const TP_AMB_HOMOLOGACAO = '2';

export type SiglaUf = keyof typeof UFS;

export function isSiglaUf(valor: string): valor is SiglaUf {
  return Object.hasOwn(UFS, valor);
}

/** The UF of an IBGE state code ('35' is SP); undefined for a code no state has. */
export function ufDoCodigo(codigo: string): SiglaUf | undefined {
  return (Object.keys(UFS) as SiglaUf[]).find((uf) => UFS[uf].codigo === codigo);
}

/**
 * The QR code content for an NFC-e issued online, layout version 3 (NT 2025.001, in production
 * since September 2025): `?p=chave|3|tpAmb`. Version 3 dropped the CSC hash of version 2, so
 * nothing secret is needed to build it; the document's signature is what authenticates it.
 */
export function urlQrCode(uf: SiglaUf, chave: string): string {
  return `${UFS[uf].qrCodeHomologacao}?p=${chave}|3|${TP_AMB_HOMOLOGACAO}`;
}

export function urlConsultaChave(uf: SiglaUf): string {
  return UFS[uf].consultaHomologacao;
}

/**
 * Minutes after authorisation within which an NFC-e may be cancelled by event. Most states accept
 * 30 minutes (the default); a state with another window gets an entry here. SEFAZ rules change:
 * check the state's portal before relying on a value.
 */
export const PRAZO_CANCELAMENTO_NFCE_PADRAO_MIN = 30;
export const PRAZOS_CANCELAMENTO_NFCE_MIN: Readonly<Partial<Record<SiglaUf, number>>> = {};

export function prazoCancelamentoNfceMin(uf: string, prazos: Readonly<Record<string, number>> = PRAZOS_CANCELAMENTO_NFCE_MIN): number {
  return (Object.hasOwn(prazos, uf) ? prazos[uf] : undefined) ?? PRAZO_CANCELAMENTO_NFCE_PADRAO_MIN;
}
