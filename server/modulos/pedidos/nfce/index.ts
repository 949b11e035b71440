/**
 * The NFC-e core the issue, PDF and XML routes build on: pure functions, no database, no HTTP.
 * Issue = montarChave (next number of the seller's series) → NfceEntrada → gerarNfceXml, and
 * gerarDanfePdf for the same NfceEntrada. Everything is homologation and unsigned (see xml.ts).
 */
export {
  codigoNumericoValido,
  decomporChave,
  digitoVerificador,
  formatarChaveEmBlocos,
  montarChave,
  sortearCodigoNumerico,
  validarChave,
  type CamposChave,
  type PartesChave,
  type ResultadoChave,
} from './chave';
export { BANNER_HOMOLOGACAO, gerarDanfePdf, gerarDanfesPdf, type OpcoesDanfe } from './danfe';
export {
  calcularTotais,
  centavosDecimal,
  conferirChave,
  TPAG_POR_FORMA,
  type DestinatarioNfce,
  type EmitenteNfce,
  type EnderecoEmitente,
  type ItemNfce,
  type NfceEntrada,
  type PagamentoNfce,
  type TotaisNfce,
} from './entrada';
export { isSiglaUf, UFS, urlConsultaChave, urlQrCode, type SiglaUf } from './ufs';
export { AVISO_HOMOLOGACAO, gerarNfceXml, type NfceXml } from './xml';
