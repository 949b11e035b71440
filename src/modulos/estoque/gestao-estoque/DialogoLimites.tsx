import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { LimitesPosicaoBody, ROTAS_ESTOQUE, type PosicaoEstoque } from '@retaguarda/contrato/api/estoque';
import { DialogoConfirmacao } from '../../../layout/DialogoConfirmacao';
import { CHAVE_ESTOQUE } from '../comum/api';
import { useCanal } from '../../../dataProvider/useCanal';

const paraNumero = (t: string): number | null => (t.trim() === '' ? null : Number(t));

/** A product's minimum and maximum in one store: below the minimum it shows in 'Abaixo do mínimo'. */
export function DialogoLimites({ posicao, onFechar }: { posicao: PosicaoEstoque; onFechar: () => void }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [minimo, setMinimo] = useState(posicao.minimo === null ? '' : String(posicao.minimo));
  const [maximo, setMaximo] = useState(posicao.maximo === null ? '' : String(posicao.maximo));
  const corpo = LimitesPosicaoBody.safeParse({ minimo: paraNumero(minimo), maximo: paraNumero(maximo) });
  const erroDe = (campo: 'minimo' | 'maximo') => (corpo.success ? null : (corpo.error.issues.find((i) => i.path[0] === campo)?.message ?? null));
  const m = useMutation({
    mutationFn: () => (corpo.success ? canal.chamar(ROTAS_ESTOQUE.limites, { parametros: { id_seller: posicao.id_seller, id_produto: posicao.id_produto }, corpo: corpo.data }) : Promise.reject(new Error('Confira os limites'))),
    onSuccess: () => {
      notify('Limites salvos', { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE] });
      onFechar();
    },
  });
  return (
    <DialogoConfirmacao titulo="Estoque mínimo e máximo" onFechar={onFechar} erro={m.error} confirmar={{ rotulo: 'Salvar', onConfirmar: () => m.mutate(), desabilitado: !corpo.success || m.isPending }}>
      <Typography variant="body2">
        {posicao.produto} · {posicao.loja}
      </Typography>
      <TextField label="Mínimo" type="number" value={minimo} onChange={(e) => setMinimo(e.target.value)} error={Boolean(erroDe('minimo'))} helperText={erroDe('minimo') ?? 'Em branco: sem mínimo'} slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }} />
      <TextField label="Máximo" type="number" value={maximo} onChange={(e) => setMaximo(e.target.value)} error={Boolean(erroDe('maximo'))} helperText={erroDe('maximo') ?? 'Em branco: sem máximo'} slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }} />
    </DialogoConfirmacao>
  );
}
