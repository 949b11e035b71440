import polyglotI18nProvider from 'ra-i18n-polyglot';
import { LOCALE } from '../config';
import { mensagensPtBr } from './mensagens';

/** One locale only: pt-BR. */
export const i18nProvider = polyglotI18nProvider(() => mensagensPtBr, LOCALE, [{ locale: LOCALE, name: 'Português (Brasil)' }]);
