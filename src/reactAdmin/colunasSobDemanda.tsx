/*
 * Stands in for react-admin 5.15.4's <ColumnsButton> (ra-ui-materialui/src/list/datatable/ColumnsButton.tsx):
 * the half of TabelaDados' column chooser that sits in the list's toolbar.
 *
 * Why: part of TabelaDados' gain (docs/benchmarks.md, 'TabelaDados: DataTable without its default
 * bulk Delete, the column chooser on use'): the chooser's list loads only once this button is
 * approached. Redrawn rather than wrapped: upstream's phone variant wraps its icon in MUI's
 * Tooltip, which brought Tooltip, Popper and popper.js to every list; the panel shows this button
 * on wider screens only (a phone sorts from a menu), so only upstream's wide variant is here.
 *
 * Relies on (react-admin 5.15.4): the ColumnsSelector rendered by TabelaDados portalling its list
 * into the element `${storeKey}-columnsSelector`, and the translation ra.action.select_columns.
 * Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import { createContext, useCallback, useContext, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { useResourceContext, useTranslate } from 'react-admin';


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
export function BotaoColunas({ storeKey }: { storeKey?: string }) {
  const { pedir } = useSeletorColunas();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const titulo = translate('ra.action.select_columns');
  const abrir = (e: MouseEvent<HTMLElement>) => setAncora(e.currentTarget);
  return (
    <span onPointerEnter={pedir} onFocusCapture={pedir} onClickCapture={pedir}>
      <Button size="small" onClick={abrir} startIcon={<ViewWeekIcon />} sx={{ lineHeight: 1.5 }}>
        {titulo}
      </Button>
      <Popover
        open={ancora !== null}
        keepMounted
        anchorEl={ancora}
        onClose={() => setAncora(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Box id={`${storeKey ?? `${resource}.datatable`}-columnsSelector`} sx={{ px: 1, my: 0, minWidth: 200 }} />
      </Popover>
    </span>
  );
}
