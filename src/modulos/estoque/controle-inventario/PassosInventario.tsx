import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ROTAS_INVENTARIO, type Inventario } from '@retaguarda/contrato/api/inventario';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { HttpError, resolveErrorMessage } from '../../../http';
import { CHAVE_ESTOQUE } from '../comum/api';
import { formatUnidades } from '../comum/formatos';
import { useCanal } from '../../../dataProvider/useCanal';

type Passo = 'encerrar' | 'reabrir' | 'cancelar' | 'aprovar';

const TITULOS: Record<Passo, string> = {
  encerrar: 'Encerrar a contagem?',
  reabrir: 'Reabrir a contagem?',
  cancelar: 'Cancelar o inventário?',
  aprovar: 'Aprovar e lançar os ajustes?',
};
const BOTOES: Record<Passo, string> = { encerrar: 'Encerrar contagem', reabrir: 'Reabrir contagem', cancelar: 'Cancelar inventário', aprovar: 'Aprovar e lançar ajustes' };
const FEITOS: Record<Passo, string> = { encerrar: 'Contagem encerrada: confira as diferenças', reabrir: 'Contagem reaberta', cancelar: 'Inventário cancelado', aprovar: 'Inventário aprovado: os ajustes foram lançados no estoque' };

function explicacao(passo: Passo, inv: Inventario): string {
  const r = inv.resumo;
  const naoContados = r.itens - r.contados;
  if (passo === 'encerrar')
    return `${formatUnidades(r.contados)} de ${formatUnidades(r.itens)} produtos contados. Depois de encerrar, ninguém mais conta; as diferenças aparecem para conferência.${naoContados > 0 ? ` Os ${formatUnidades(naoContados)} não contados ficarão como estão no estoque.` : ''}`;
  if (passo === 'reabrir') return 'As pessoas voltam a contar; a aprovação espera um novo encerramento.';
  if (passo === 'cancelar') return 'Nada é lançado no estoque e as contagens ficam só como registro. Não dá para desfazer.';
  return `Serão lançados movimentos de inventário na ${inv.loja}: ${formatUnidades(r.unidades_sobra ?? 0)} unidade(s) a mais e ${formatUnidades(r.unidades_falta ?? 0)} a menos, ${formatMoney(r.valor_diferenca ?? 0)} ao custo médio. Produtos não contados ficam como estão. Não dá para desfazer: um erro se corrige com um ajuste.`;
}

/** The steps the session's situation allows, each after a confirmation that says what it does. */
export function PassosInventario({ inventario, podeAprovar }: { inventario: Inventario; podeAprovar: boolean }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [passo, setPasso] = useState<Passo | null>(null);
  const m = useMutation({
    mutationFn: (p: Passo) => p === 'aprovar'
        ? canal.chamar(ROTAS_INVENTARIO.aprovar, { parametros: { id: inventario.id }, corpo: { version: inventario.version } })
        : canal.chamar(ROTAS_INVENTARIO[p], { parametros: { id: inventario.id } }),
    onSuccess: (_inv, p) => {
      notify(FEITOS[p], { type: 'success' });
      setPasso(null);
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE] });
    },
  });
  const possiveis: Passo[] =
    inventario.situacao === 'contando' ? ['encerrar', 'cancelar'] : inventario.situacao === 'conferencia' ? [...(podeAprovar ? (['aprovar'] as const) : []), 'reabrir', 'cancelar'] : [];
  if (possiveis.length === 0) return null;
  const conflito = m.error instanceof HttpError && m.error.status === 409;
  const fechar = () => {
    setPasso(null);
    m.reset();
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {possiveis.map((p, i) => (
        <Button key={p} variant={i === 0 ? 'contained' : 'outlined'} color={p === 'cancelar' ? 'error' : 'primary'} onClick={() => setPasso(p)}>
          {BOTOES[p]}
        </Button>
      ))}
      {passo && (
        <Dialog open onClose={fechar} aria-labelledby="passo-titulo" fullWidth maxWidth="sm">
          <DialogTitle id="passo-titulo">{TITULOS[passo]}</DialogTitle>
          <DialogContent>
            <DialogContentText>{explicacao(passo, inventario)}</DialogContentText>
            {m.isError && (
              <Alert severity="error" sx={{ mt: 2 }} action={conflito ? <Button onClick={() => { fechar(); void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE, 'inventario', inventario.id] }); }}>Recarregar</Button> : undefined}>
                {resolveErrorMessage(m.error)}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={fechar}>Voltar</Button>
            <Button variant="contained" color={passo === 'cancelar' ? 'error' : 'primary'} disabled={m.isPending} onClick={() => m.mutate(passo)}>
              {BOTOES[passo]}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
