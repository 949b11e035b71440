/**
 * A react-admin <Form> around the inputs under test, inside AdminContext, with the form's
 * current values printed so tests can read what would be stored.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form, type RaRecord } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useFormState, useWatch } from 'react-hook-form';

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en', { allowMissing: true });

function Valores() {
  const valores = useWatch();
  const { isDirty } = useFormState();
  return (
    <>
      <pre data-testid="valores">{JSON.stringify(valores)}</pre>
      <output data-testid="sujo">{String(isDirty)}</output>
    </>
  );
}

export function renderForm(inputs: ReactNode, record: Partial<RaRecord> = {}, onSubmit: (v: unknown) => void = () => {}) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form record={record} onSubmit={onSubmit}>
        {inputs}
        <Valores />
        <button type="submit">Salvar</button>
      </Form>
    </AdminContext>,
  );
}

/** The values the form holds right now. */
export function valores(container: HTMLElement): Record<string, unknown> {
  const pre = container.querySelector('[data-testid="valores"]');
  return JSON.parse(pre?.textContent ?? '{}') as Record<string, unknown>;
}

/** Whether react-hook-form considers the form changed by the user. */
export function sujo(container: HTMLElement): boolean {
  return container.querySelector('[data-testid="sujo"]')?.textContent === 'true';
}
