/*
 * Wraps react-admin 5.15.4's <ColumnsButton> (ra-ui-materialui/src/list/datatable/ColumnsButton.tsx):
 * the half of TabelaDados' column chooser that sits in the list's toolbar.
 *
 * Why: part of TabelaDados' gain (328.6 -> 319.2 KB of JS sent on the order list, docs/benchmarks.md,
 * commit 2696e8f): the chooser's list loads only once this button is approached.
 *
 * Relies on (react-admin 5.15.4): ColumnsButton and ColumnsButtonProps; ColumnsButton opening a
 * popover into which the ColumnsSelector rendered by TabelaDados portals its list.
 * Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ColumnsButton, type ColumnsButtonProps } from 'react-admin';

interface EstadoSeletor {
  /** True once the user has shown interest in the column chooser (pointer over it, focus or click). */
  pedido: boolean;
  pedir: () => void;
}

const SeletorColunasContext = createContext<EstadoSeletor>({ pedido: false, pedir: () => undefined });

/** Shares, between a list's toolbar and its table, whether the column chooser has been wanted. */
export function SeletorColunasProvider({ children }: { children: ReactNode }) {
  const [pedido, setPedido] = useState(false);
  const pedir = useCallback(() => setPedido(true), []);
  const valor = useMemo(() => ({ pedido, pedir }), [pedido, pedir]);
  return <SeletorColunasContext.Provider value={valor}>{children}</SeletorColunasContext.Provider>;
}

export const useSeletorColunas = () => useContext(SeletorColunasContext);

/**
 * react-admin's 'Colunas' button, which also tells TabelaDados to load the list of columns: on
 * pointer over or focus, so the list is usually there by the time the click opens the popover.
 */
export function BotaoColunas(props: ColumnsButtonProps) {
  const { pedir } = useSeletorColunas();
  return (
    <span onPointerEnter={pedir} onFocusCapture={pedir} onClickCapture={pedir}>
      <ColumnsButton {...props} />
    </span>
  );
}
