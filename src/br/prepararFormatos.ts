import { TZ_NEGOCIO } from '@retaguarda/contrato/br/fusoNegocio';
import { formatMoney } from '@retaguarda/contrato/br/money';

type Agendar = (tarefa: () => void) => void;

const depois: Agendar = (tarefa) => {
  setTimeout(tarefa, 0);
};

/**
 * The browser's first Intl object loads its locale and time-zone data, a long wait on a phone,
 * paid by whichever formats first. Unprepared, that is the first money or date on the
 * screen, inside the long task that paints the panel. src/main.tsx calls this in a task of its
 * own while the panel's code is still downloading, when the main thread has nothing else to do;
 * the formatters of money.ts and dates.ts then start warm (money's is the very one it makes).
 *
 * The numbers' locale data and the time zone's are loaded in two tasks, one after the other: in
 * one they made a single task long enough to count as blocking on a phone.
 */
export function prepararFormatos(agendar: Agendar = depois): void {
  formatMoney(0);
  agendar(() => {
    new Intl.DateTimeFormat('en-US', { timeZone: TZ_NEGOCIO, timeZoneName: 'longOffset' }).format(0);
  });
}
