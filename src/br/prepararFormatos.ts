import { TZ_NEGOCIO } from '@retaguarda/contrato/br/fusoNegocio';
import { formatMoney } from '@retaguarda/contrato/br/money';

/**
 * The browser's first Intl object loads its locale and time-zone data, a long wait on a phone,
 * paid by whichever formats first. Unprepared, that is the first money or date on the
 * screen, inside the long task that paints the panel. src/main.tsx calls this in a task of its
 * own while the panel's code is still downloading, when the main thread has nothing else to do;
 * the formatters of money.ts and dates.ts then start warm (money's is the very one it makes).
 */
export function prepararFormatos(): void {
  formatMoney(0);
  new Intl.DateTimeFormat('en-US', { timeZone: TZ_NEGOCIO, timeZoneName: 'longOffset' }).format(0);
}
