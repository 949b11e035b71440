import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { colunasDaTela, type Coluna } from '@retaguarda/contrato/relatorios/colunas';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import type { Linha, RespostaRelatorio } from './api';
import { mudanca, Variacao } from './Variacao';

const COMPARAVEIS: ReadonlySet<Coluna['tipo']> = new Set(['dinheiro', 'inteiro', 'decimal', 'percentual']);

const numero = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** The rows of the comparison period by their key, to sit each beside its row of the period. */
function porChave(linhas: readonly Linha[] | null | undefined): Map<unknown, Linha> {
  return new Map((linhas ?? []).map((l) => [l.chave, l]));
}

/** A figure, and under it (with a comparison) its previous value and the change, in words as well as arrow and colour. */
function Celula({ coluna, texto, valor, anterior, comparar }: { coluna: Coluna; texto: string; valor: unknown; anterior: unknown; comparar: boolean }) {
  if (!comparar) return <>{texto}</>;
  // a row missing from the comparison period had nothing then
  const antes = numero(anterior) ?? 0;
  const textoAntes = formatar(coluna, antes);
  const m = mudanca(numero(valor), antes, textoAntes);
  return (
    <>
      {texto}
      {m && (
        <Typography component="span" variant="caption" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          <Variacao m={m} compacta />{' '}
          <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
            antes {textoAntes}
          </Box>
        </Typography>
      )}
    </>
  );
}

function formatar(coluna: Coluna, valor: number): string {
  return colunasDaTela({ colunas: { c: coluna }, alvos: { tela: ['c'] } })[0].formatar(valor);
}

export interface PropsTabela {
  declaracao: DeclaracaoRelatorio;
  resposta: RespostaRelatorio;
  /** Whether a comparison was asked for (its rows may still be empty). */
  comparar: boolean;
  /** The list a row opens, or null when it opens nothing. */
  linkDaLinha: (linha: Linha) => string | null;
  /** The grouping's label ('Dia', 'Loja'), heading the `grupo` column in place of its generic one. */
  rotuloDoGrupo?: string;
}

/**
 * A report's rows in the columns its declaration gives the screen (colunasDaTela), the totals row
 * under them, and with a comparison each figure's previous value and change. A row that leads
 * somewhere opens it on a click; its first cell is that link for the keyboard and screen readers.
 * On a narrow screen the table scrolls sideways in its own box, never the page.
 */
export function TabelaDeclarada({ declaracao: d, resposta: r, comparar, linkDaLinha, rotuloDoGrupo }: PropsTabela) {
  const navigate = useNavigate();
  const colunas = useMemo(() => colunasDaTela(d.colunas).map((c) => (c.chave === 'grupo' && rotuloDoGrupo ? { ...c, rotulo: rotuloDoGrupo } : c)), [d, rotuloDoGrupo]);
  const anteriores = useMemo(() => porChave(r.anteriores), [r.anteriores]);
  const coluna = (chave: string): Coluna => d.colunas.colunas[chave];
  const comparavel = (chave: string) => comparar && COMPARAVEIS.has(coluna(chave).tipo) && !coluna(chave).posicao;
  const totais = r.totais;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={d.titulo}>
        <TableHead>
          <TableRow>
            {colunas.map((c) => (
              <TableCell key={c.chave} align={c.direita ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {c.rotulo}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {r.linhas.map((linha, n) => {
            const link = linkDaLinha(linha);
            const anterior = anteriores.get(linha.chave);
            return (
              <TableRow key={String(linha.chave ?? n)} hover={link !== null} onClick={link ? () => navigate(link) : undefined} sx={link ? { cursor: 'pointer' } : undefined}>
                {colunas.map((c, i) => {
                  const texto = c.texto(linha, n);
                  return (
                    // the row's name (a product, a store) keeps a readable width beside a dozen figures
                    <TableCell key={c.chave} align={c.direita ? 'right' : undefined} sx={{ ...(c.semQuebra ? { whiteSpace: 'nowrap' } : {}), ...(c.chave === 'grupo' ? { minWidth: 160 } : {}) }}>
                      {i === 0 && link ? (
                        // the row's click is for the pointer; this link is the same place for the keyboard
                        <MuiLink component={Link} to={link} onClick={(e) => e.stopPropagation()}>
                          {texto}
                        </MuiLink>
                      ) : (
                        <Celula coluna={coluna(c.chave)} texto={texto} valor={linha[c.chave]} anterior={anterior?.[c.chave] ?? null} comparar={comparavel(c.chave)} />
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
        {totais && (
          <TableBody>
            <TableRow sx={{ '& td, & th': { fontWeight: 700, borderTop: 2, borderTopColor: 'divider' } }}>
              {colunas.map((c, i) => {
                const valor = totais[c.chave];
                const presente = valor !== undefined && valor !== null;
                return i === 0 ? (
                  <TableCell key={c.chave} component="th" scope="row">
                    Total
                  </TableCell>
                ) : (
                  <TableCell key={c.chave} align={c.direita ? 'right' : undefined} sx={{ whiteSpace: 'nowrap' }}>
                    {presente && <Celula coluna={coluna(c.chave)} texto={c.formatar(valor)} valor={valor} anterior={r.totais_anteriores?.[c.chave] ?? null} comparar={comparavel(c.chave)} />}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableBody>
        )}
      </Table>
    </TableContainer>
  );
}
