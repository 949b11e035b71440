import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { AjusteBody, ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { DialogoConfirmacao } from '../../../layout/DialogoConfirmacao';
import { BuscaRegistro, type RegistroEscolhido } from '../../../motorCadastros/entradas/BuscaRegistro';
import { CHAVE_ESTOQUE } from '../comum/api';
import { formatUnidades } from '../comum/formatos';
import { useLojas } from '../comum/useLojas';
import { useCanal } from '../../../dataProvider/useCanal';

/** An adjustment in or out, always with its reason: the ledger keeps who did it and why. */
export function DialogoAjuste({ onFechar, inicial }: { onFechar: () => void; inicial: { loja: number | ''; produto: RegistroEscolhido | null } }) {
  const lojas = useLojas();
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [loja, setLoja] = useState<number | ''>(inicial.loja || (lojas[0]?.id ?? ''));
  const [produto, setProduto] = useState<RegistroEscolhido | null>(inicial.produto);
  const [direcao, setDirecao] = useState<'entrada' | 'saida'>('entrada');
  const [quantidade, setQuantidade] = useState('');
  const [motivo, setMotivo] = useState('');
  const [tentou, setTentou] = useState(false);
  const corpo = AjusteBody.safeParse({ id_seller: loja === '' ? undefined : loja, id_produto: produto?.id, direcao, quantidade: quantidade === '' ? undefined : Number(quantidade), motivo });
  const erroDe = (campo: string) => (tentou && !corpo.success ? (corpo.error.issues.find((i) => i.path[0] === campo)?.message ?? null) : null);
  const m = useMutation({
    mutationFn: () => (corpo.success ? canal.chamar(ROTAS_ESTOQUE.ajuste, { corpo: corpo.data }) : Promise.reject(new Error('Confira os campos'))),
    onSuccess: (mov) => {
      notify(`Ajuste registrado: saldo de ${mov.produto} em ${mov.loja} agora é ${formatUnidades(mov.saldo_apos)}`, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE] });
      onFechar();
    },
  });
  const salvar = () => {
    setTentou(true);
    if (corpo.success) m.mutate();
  };
  return (
    <DialogoConfirmacao titulo="Novo ajuste de estoque" onFechar={onFechar} largura="sm" erro={m.error} confirmar={{ rotulo: 'Registrar ajuste', desabilitado: m.isPending, onConfirmar: salvar }}>
      <TextField select label="Loja" value={loja} onChange={(e) => setLoja(Number(e.target.value))} required error={Boolean(erroDe('id_seller'))} helperText={erroDe('id_seller')}>
        {lojas.map((l) => (
          <MenuItem key={l.id} value={l.id}>
            {l.nome}
          </MenuItem>
        ))}
      </TextField>
      <BuscaRegistro recurso="produtos" rotulo="Produto" valor={produto} onChange={setProduto} obrigatorio erro={erroDe('id_produto') ? 'Escolha o produto' : null} ajuda="Nome, SKU ou EAN" />
      <ToggleButtonGroup exclusive value={direcao} onChange={(_, v: 'entrada' | 'saida' | null) => v && setDirecao(v)} aria-label="Direção do ajuste" fullWidth>
        <ToggleButton value="entrada">Entrada (achado, sobra)</ToggleButton>
        <ToggleButton value="saida">Saída (perda, avaria, uso)</ToggleButton>
      </ToggleButtonGroup>
      <TextField label="Quantidade" type="number" value={quantidade} onChange={(e) => setQuantidade(e.target.value)} required error={Boolean(erroDe('quantidade'))} helperText={erroDe('quantidade')} slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }} />
      <TextField label="Motivo" value={motivo} onChange={(e) => setMotivo(e.target.value)} required multiline minRows={2} error={Boolean(erroDe('motivo'))} helperText={erroDe('motivo') ?? 'Fica registrado na movimentação, com seu nome'} slotProps={{ htmlInput: { maxLength: 200 } }} />
    </DialogoConfirmacao>
  );
}
