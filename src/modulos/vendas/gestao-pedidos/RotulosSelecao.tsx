import { useMemo, type ReactNode } from 'react';
import { I18nContext, useI18nProvider, type I18nProvider } from 'react-admin';

/**
 * The header's select-all checkbox reads its label from i18n; the screen says 'Selecionar todos'
 * whatever the app's catalogue holds, and every other message still goes to the app's provider.
 */
export function RotulosSelecao({ children }: { children: ReactNode }) {
  const i18n = useI18nProvider();
  const value = useMemo<I18nProvider>(
    () => ({
      ...i18n,
      translate: (key, options) => (key === 'ra.action.select_all' ? 'Selecionar todos' : i18n.translate(key, options)),
    }),
    [i18n],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
