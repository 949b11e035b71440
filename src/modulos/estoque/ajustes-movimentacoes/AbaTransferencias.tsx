import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useNotify } from 'react-admin';
import { ROTAS_ESTOQUE, SITUACOES_TRANSFERENCIA, type Transferencia } from '@retaguarda/contrato/api/estoque';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { resolveErrorMessage } from '../../../http';
import { EstadosTabela, PaginacaoTabela } from '../../../layout/EstadosTabela';
import { CHAVE_ESTOQUE } from '../comum/api';
import { formatUnidades } from '../comum/formatos';
import { useCanal } from '../../../dataProvider/useCanal';

const POR_PAGINA = 25;

function BotaoReceber({ t }: { t: Transferencia }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const m = useMutation({
    mutationFn: () => canal.chamar(ROTAS_ESTOQUE.receberTransferencia, { parametros: { id: t.id } }),
    onSuccess: (r) => {
      notify(`Transferência nº ${r.id} recebida em ${r.destino}`, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE] });
    },
    onError: (e) => notify(resolveErrorMessage(e), { type: 'error' }),
  });
  return (
    <Button size="small" variant="contained" disabled={m.isPending} onClick={() => m.mutate()} aria-label={`Receber transferência ${t.id}`}>
      Receber
    </Button>
  );
}

/** Transfers between the group's stores: in transit until the destination receives them. */
export function AbaTransferencias() {
  const [situacao, setSituacao] = useState<'' | 'enviada' | 'recebida'>('enviada');
  const [pagina, setPagina] = useState(1);
  const consulta = { ...(situacao ? { situacao } : {}), pagina, por_pagina: POR_PAGINA };
  const canal = useCanal();
  const q = useQuery({ queryKey: [CHAVE_ESTOQUE, 'transferencias', consulta], queryFn: ({ signal }) => canal.chamar(ROTAS_ESTOQUE.transferencias, { corpo: consulta, signal }), placeholderData: keepPreviousData });
  // the answer renders in a transition (react-query's store updates synchronously): the rows' render is sliced
  const linhas = useDeferredValue(q);
  return (
    <Box>
      <TextField select size="small" variant="outlined" margin="none" fullWidth={false} label="Situação" value={situacao} onChange={(e) => { setSituacao(e.target.value as typeof situacao); setPagina(1); }} sx={{ minWidth: 200, mb: 2 }}>
        <MenuItem value="">Todas</MenuItem>
        <MenuItem value="enviada">Em trânsito</MenuItem>
        <MenuItem value="recebida">Recebidas</MenuItem>
      </TextField>
      <EstadosTabela
        consulta={linhas}
        carregando="Carregando transferências"
        esqueleto={<Skeleton height={120} />}
        barraAtualizando={false}
        vazia={(d) => d.itens.length === 0}
        semItens={situacao === 'enviada' ? 'Nenhuma transferência em trânsito.' : 'Nenhuma transferência encontrada.'}
        paginacao={(d) => d.itens.length > 0 && <PaginacaoTabela total={d.total} pagina={pagina} porPagina={POR_PAGINA} onPagina={setPagina} />}
      >
        {(dados) => (
          <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: { xs: 'calc(100vw - 16px)', md: 'none' } }}>
            <Table size="small" aria-label="Transferências">
              <TableHead>
                <TableRow>
                  <TableCell>Nº</TableCell>
                  <TableCell>De → para</TableCell>
                  <TableCell>Itens</TableCell>
                  <TableCell>Enviada</TableCell>
                  <TableCell>Situação</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {dados.itens.map((t) => (
                  <TableRow key={t.id}>
                    <TableCell>{t.id}</TableCell>
                    <TableCell>
                      {t.origem} → {t.destino}
                      {t.observacao && (
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          {t.observacao}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {t.itens.map((i) => (
                        <Typography key={i.id_produto} variant="body2">
                          {formatUnidades(i.quantidade)} × {i.produto}
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell>
                      {formatDateTime(t.enviada_em)}
                      {t.enviada_por && (
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          por {t.enviada_por}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={t.situacao === 'enviada' ? 'warning' : 'success'} label={SITUACOES_TRANSFERENCIA[t.situacao]} />
                      {t.recebida_em !== null && (
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          {formatDateTime(t.recebida_em)}
                          {t.recebida_por ? ` por ${t.recebida_por}` : ''}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{t.situacao === 'enviada' && <BotaoReceber t={t} />}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </EstadosTabela>
    </Box>
  );
}
