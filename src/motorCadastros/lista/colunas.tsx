import { memo, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
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

/** A cell kept to one line (the whole text in the tooltip): rows stay short, so many fit on screen. */
export const CelulaTexto = memo(function CelulaTexto({ texto, numerica }: { texto: string; numerica?: boolean }) {
  if (!texto) return null;
  return (
    <Box
      component="span"
      title={texto}
      sx={{ display: 'block', maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontVariantNumeric: numerica ? 'tabular-nums' : undefined }}
    >
      {texto}
    </Box>
  );
});

/** The chip of an inactive record, in the table and on the cards. */
export const ChipInativo = () => <Chip label="Inativo" size="small" variant="outlined" sx={{ ml: 1, height: 20, fontSize: '0.75rem' }} />;

/**
 * The record's title links to its page, so keyboard users can open it too (the row click is
 * mouse-only); an inactive record says so beside it.
 */
export const CelulaTitulo = memo(function CelulaTitulo({ texto, caminho, ativo }: { texto: string; caminho: string; ativo: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', maxWidth: 360, minWidth: 0 }}>
      <Box
        component={Link}
        to={caminho}
        onClick={(e: MouseEvent) => e.stopPropagation()}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'primary.main', fontWeight: 500 }}
        title={texto}
      >
        {texto || 'Sem nome'}
      </Box>
      {ativo ? null : <ChipInativo />}
    </Box>
  );
});
