import { lazy, useContext, useMemo } from 'react';
import { DataTableBody, useCreatePath, type DataTableBodyProps } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { Coluna, TabelaDados } from '../../reactAdmin/TabelaDados';
import { CelulaTexto, CelulaTitulo, colunasDoRecurso, estiloCelulas, textoDaCelula } from './colunas';
import type { ColunaExtra } from './extensaoLista';
import { MidiaDoRegistroContext } from './midiaDoRegistro';
import { LinhaRecurso } from './LinhaRecurso';

const SEM_EXTRAS: readonly ColunaExtra[] = [];

// Shown from the first selection on, inside the bulk bar TabelaDados also loads then: its
// confirmation dialog is no part of the first rows.
const InativarEmLote = lazy(() => import('./InativarEmLote').then((m) => ({ default: m.InativarEmLote })));

const CorpoRecurso = (props: DataTableBodyProps) => <DataTableBody {...props} row={LinhaRecurso} />;

// Narrow cell padding and headers that may wrap, as the order table: a table wider than its card scrolls inside it, never the page.
const estiloTabela = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-sizeSmall:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
  '& .MuiTableCell-head': { lineHeight: 1.25, verticalAlign: 'bottom' },
  ...estiloCelulas,
} as const;

/**
 * The records' table: the declared columns ('opcional' ones hidden until chosen), sortable where
 * declared, the title linking to the record. Columns and their render functions are built once
 * per resource, and each cell is a memoized component of plain text: a page of 50 rows is one
 * pass of string formatting, no per-row state or request. A module's extra columns follow the
 * declared ones with their own cells (keep `colunasExtras` a stable array: the columns are built
 * again when it changes).
 */
export function TabelaRecurso({
  recurso,
  resource,
  storeKey,
  escrever,
  colunasExtras = SEM_EXTRAS,
}: {
  recurso: Recurso;
  resource: string;
  storeKey: string;
  escrever: boolean;
  colunasExtras?: readonly ColunaExtra[];
}) {
  const createPath = useCreatePath();
  const colunas = useMemo(() => colunasDoRecurso(recurso), [recurso]);
  const ocultas = useMemo(() => colunas.filter((c) => c.opcional).map((c) => c.nome), [colunas]);
  const midia = useContext(MidiaDoRegistroContext);
  const filhos = useMemo(
    () => [
      ...(midia ? [<Coluna<Registro> key="_midia" source="_midia" label={midia.rotulo} disableSort render={(r) => <midia.Componente registro={r} />} />] : []),
      ...colunas.map(({ nome, campo, ordenavel, numerica }) => (
        <Coluna<Registro>
          key={nome}
          source={nome}
          label={campo.rotulo}
          disableSort={!ordenavel}
          align={numerica ? 'right' : undefined}
          render={
            nome === recurso.titulo
              ? (r) => <CelulaTitulo texto={textoDaCelula(r, nome, campo)} caminho={createPath({ resource, type: 'show', id: r.id })} ativo={r.ativo} />
              : (r) => <CelulaTexto texto={textoDaCelula(r, nome, campo)} numerica={numerica} />
          }
        />
      )),
      ...colunasExtras.map(({ chave, rotulo, numerica, Celula }) => (
        <Coluna<Registro> key={chave} source={chave} label={rotulo} disableSort align={numerica ? 'right' : undefined} render={(r) => <Celula registro={r} />} />
      )),
    ],
    [colunas, colunasExtras, recurso.titulo, createPath, resource, midia],
  );
  return (
    <TabelaDados
      storeKey={storeKey}
      hiddenColumns={ocultas}
      body={CorpoRecurso}
      bulkActionButtons={escrever ? <InativarEmLote recurso={recurso} /> : false}
      empty={null}
      sx={estiloTabela}
    >
      {filhos}
    </TabelaDados>
  );
}
