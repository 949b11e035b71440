import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ROTAS_ESTOQUE, TransferenciaBody } from '@retaguarda/contrato/api/estoque';
import { BuscaRegistro, type RegistroEscolhido } from '../../../motorCadastros/entradas/BuscaRegistro';
import { CHAVE_ESTOQUE } from '../comum/api';
import { useLojas } from '../comum/useLojas';
import { DialogoConfirmacao } from '../../../layout/DialogoConfirmacao';
import { useCanal } from '../../../dataProvider/useCanal';

interface Linha {
  chave: number;
  produto: RegistroEscolhido | null;
  quantidade: string;
}

let proximaChave = 0;
const novaLinha = (): Linha => ({ chave: ++proximaChave, produto: null, quantidade: '' });

/** A transfer between two stores: sent now (the units leave the origin), received later at the destination. */
export function DialogoTransferencia({ onFechar }: { onFechar: () => void }) {
  const lojas = useLojas();
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [origem, setOrigem] = useState<number | ''>(lojas[0]?.id ?? '');
  const [destino, setDestino] = useState<number | ''>(lojas[1]?.id ?? '');
  const [linhas, setLinhas] = useState<Linha[]>(() => [novaLinha()]);
  const [observacao, setObservacao] = useState('');
  const [tentou, setTentou] = useState(false);
  const corpo = TransferenciaBody.safeParse({
    id_seller_origem: origem === '' ? undefined : origem,
    id_seller_destino: destino === '' ? undefined : destino,
    itens: linhas.map((l) => ({ id_produto: l.produto?.id, quantidade: l.quantidade === '' ? undefined : Number(l.quantidade) })),
    ...(observacao.trim() ? { observacao } : {}),
  });
  const problemas = tentou && !corpo.success ? corpo.error.issues : [];
  const erroLinha = (i: number, campo: 'id_produto' | 'quantidade') => {
    const p = problemas.find((x) => x.path[0] === 'itens' && x.path[1] === i && x.path[2] === campo);
    return p ? (campo === 'id_produto' ? 'Escolha o produto' : p.message) : null;
  };
  const mesmaLoja = origem !== '' && origem === destino;
  const m = useMutation({
    mutationFn: () => (corpo.success ? canal.chamar(ROTAS_ESTOQUE.transferir, { corpo: corpo.data }) : Promise.reject(new Error('Confira os itens'))),
    onSuccess: (t) => {
      notify(`Transferência nº ${t.id} enviada para ${t.destino}: receba-a lá quando chegar`, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE] });
      onFechar();
    },
  });
  const enviar = () => {
    setTentou(true);
    if (corpo.success && !mesmaLoja) m.mutate();
  };
  const alterar = (chave: number, parte: Partial<Linha>) => setLinhas((ls) => ls.map((l) => (l.chave === chave ? { ...l, ...parte } : l)));
  return (
    <DialogoConfirmacao titulo="Nova transferência entre lojas" onFechar={onFechar} largura="md" erro={m.error} confirmar={{ rotulo: 'Enviar transferência', desabilitado: m.isPending, onConfirmar: enviar }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField select label="De (origem)" value={origem} onChange={(e) => setOrigem(Number(e.target.value))} required sx={{ flex: '1 1 220px' }}>
          {lojas.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.nome}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Para (destino)" value={destino} onChange={(e) => setDestino(Number(e.target.value))} required error={mesmaLoja} helperText={mesmaLoja ? 'Escolha lojas de origem e destino diferentes' : ' '} sx={{ flex: '1 1 220px' }}>
          {lojas.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.nome}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {linhas.map((l, i) => (
        <Box key={l.chave} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }} role="group" aria-label={`Item ${i + 1}`}>
          <Box sx={{ flex: '1 1 300px', minWidth: 0 }}>
            <BuscaRegistro recurso="produtos" rotulo={`Produto ${i + 1}`} valor={l.produto} onChange={(v) => alterar(l.chave, { produto: v })} obrigatorio erro={erroLinha(i, 'id_produto')} />
          </Box>
          <TextField label="Quantidade" type="number" value={l.quantidade} onChange={(e) => alterar(l.chave, { quantidade: e.target.value })} required error={Boolean(erroLinha(i, 'quantidade'))} helperText={erroLinha(i, 'quantidade')} sx={{ width: 130 }} slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }} />
          <IconButton aria-label={`Remover item ${i + 1}`} disabled={linhas.length === 1} onClick={() => setLinhas((ls) => ls.filter((x) => x.chave !== l.chave))} sx={{ mt: 1 }}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => setLinhas((ls) => [...ls, novaLinha()])}>
          Adicionar item
        </Button>
      </Box>
      <TextField label="Observação" value={observacao} onChange={(e) => setObservacao(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
    </DialogoConfirmacao>
  );
}
