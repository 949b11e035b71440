/** The boleto's typeable line as printed: shared by the server (which builds it) and the panel (which shows it). */

/** 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE' from the 47 digits. */
export function formatarLinhaDigitavel(l: string): string {
  if (!/^\d{47}$/.test(l)) throw new RangeError('Linha digitável deve ter 47 dígitos');
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`;
}
