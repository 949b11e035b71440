import { memo, type MouseEvent } from 'react';
import Chip from '@mui/material/Chip';
import { Link } from 'react-router-dom';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';

export interface ColunaRecurso {
  nome: string;
  campo: Campo;
  /** Offered in the column chooser, hidden until the user shows it. */
  opcional: boolean;
  ordenavel: boolean;
  numerica: boolean;
}

const NUMERICOS = new Set<Campo['tipo']>(['dinheiro', 'decimal', 'inteiro', 'percentual']);

/** The declared list columns, the record's title first, then in declaration order. */
export function colunasDoRecurso(recurso: Recurso): ColunaRecurso[] {
  const colunas = Object.entries(recurso.campos)
    .filter(([nome, c]) => c.coluna === true || c.coluna === 'opcional' || nome === recurso.titulo)
    .map(([nome, campo]) => ({
      nome,
      campo,
      opcional: campo.coluna === 'opcional' && nome !== recurso.titulo,
      ordenavel: campo.ordenavel === true,
      numerica: NUMERICOS.has(campo.tipo),
    }));
  return [...colunas.filter((c) => c.nome === recurso.titulo), ...colunas.filter((c) => c.nome !== recurso.titulo)];
}

/** react-admin's column store key, per resource and per user (people sharing a browser keep their own choice). */
export const chaveColunas = (resource: string, usuarioId: number | undefined): string => `${resource}.datatable.u${usuarioId ?? 0}`;

/** What a record shows for a field in a list: documents masked (LGPD), references by title. */
export function textoDaCelula(registro: Registro, nome: string, campo: Campo): string {
  return formatarValor(campo, registro[nome] as ValorCampo | undefined, { lista: true, titulo: registro.titulos?.[nome] });
}

/**
 * The cells' look, given once by the table's and the cards' sx (TabelaRecurso, CartoesRecurso)
 * rather than by an sx on each cell: a page of 50 rows has hundreds of cells, and each sx is
 * resolved on every render.
 */
export const estiloCelulas = {
  '& .celula-texto': { display: 'block', maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .celula-numerica': { fontVariantNumeric: 'tabular-nums' },
  '& .celula-titulo': { display: 'inline-flex', alignItems: 'center', maxWidth: 360, minWidth: 0 },
  '& .celula-titulo-link': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'primary.main', fontWeight: 500 },
  /** A module's figure (extensaoLista): tabular digits, one line. */
  '& .celula-extra': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
} as const;

/** A cell kept to one line (the whole text in the tooltip): rows stay short, so many fit on screen. Styled by estiloCelulas. */
export const CelulaTexto = memo(function CelulaTexto({ texto, numerica }: { texto: string; numerica?: boolean }) {
  if (!texto) return null;
  return (
    <span className={numerica ? 'celula-texto celula-numerica' : 'celula-texto'} title={texto}>
      {texto}
    </span>
  );
});

/** The chip of an inactive record, in the table and on the cards. */
export const ChipInativo = () => <Chip label="Inativo" size="small" variant="outlined" sx={{ ml: 1, height: 20, fontSize: '0.75rem' }} />;

const pararClique = (e: MouseEvent) => e.stopPropagation();

/**
 * The record's title links to its page, so keyboard users can open it too (the row click is
 * mouse-only); an inactive record says so beside it. Styled by estiloCelulas.
 */
export const CelulaTitulo = memo(function CelulaTitulo({ texto, caminho, ativo }: { texto: string; caminho: string; ativo: boolean }) {
  return (
    <span className="celula-titulo">
      <Link className="celula-titulo-link" to={caminho} onClick={pararClique} title={texto}>
        {texto || 'Sem nome'}
      </Link>
      {ativo ? null : <ChipInativo />}
    </span>
  );
});
