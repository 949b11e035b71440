import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ESCOPOS_INVENTARIO, LIMITES_INVENTARIO, NovoInventarioBody, ROTAS_INVENTARIO, type EscopoInventario } from '@retaguarda/contrato/api/inventario';
import { BuscaRegistro, type RegistroEscolhido } from '../../../motorCadastros/entradas/BuscaRegistro';
import { CHAVE_ESTOQUE } from '../comum/api';
import { useLojas } from '../comum/useLojas';
import { ROTA_INVENTARIOS } from './api';
import { DialogoConfirmacao } from '../../../layout/DialogoConfirmacao';
import { useCanal } from '../../../dataProvider/useCanal';

/** A new count session: the store, what to count and whether counters see what is expected. */
export function DialogoNovoInventario({ onFechar }: { onFechar: () => void }) {
  const lojas = useLojas();
  const qc = useQueryClient();
  const canal = useCanal();
  const navigate = useNavigate();
  const [loja, setLoja] = useState<number | ''>(lojas.length === 1 ? lojas[0].id : '');
  const [escopo, setEscopo] = useState<EscopoInventario>('todos');
  const [familia, setFamilia] = useState<RegistroEscolhido | null>(null);
  const [prateleira, setPrateleira] = useState('');
  const [cega, setCega] = useState(false);
  const [descricao, setDescricao] = useState('');
  const [tentou, setTentou] = useState(false);
  const corpo = NovoInventarioBody.safeParse({
    id_seller: loja === '' ? undefined : loja,
    escopo,
    ...(escopo === 'familia' && familia ? { id_produto_base: familia.id } : {}),
    ...(escopo === 'prateleira' ? { prateleira } : {}),
    cega,
    ...(descricao.trim() ? { descricao } : {}),
  });
  const erro = (campo: string) => (tentou && !corpo.success ? (corpo.error.issues.find((i) => i.path[0] === campo)?.message ?? null) : null);
  const m = useMutation({
    mutationFn: () => (corpo.success ? canal.chamar(ROTAS_INVENTARIO.criar, { corpo: corpo.data }) : Promise.reject(new Error('Confira os campos'))),
    onSuccess: (inv) => {
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE, 'inventarios'] });
      navigate(`${ROTA_INVENTARIOS}/${inv.id}`);
    },
  });
  const abrir = () => {
    setTentou(true);
    if (corpo.success) m.mutate();
  };
  return (
    <DialogoConfirmacao titulo="Novo inventário" onFechar={onFechar} largura="sm" erro={m.error} confirmar={{ rotulo: 'Abrir inventário', desabilitado: m.isPending, onConfirmar: abrir }}>
      <TextField select label="Loja" value={loja} onChange={(e) => setLoja(Number(e.target.value))} required error={Boolean(erro('id_seller'))} helperText={erro('id_seller') ? 'Escolha a loja' : ' '}>
        {lojas.map((l) => (
          <MenuItem key={l.id} value={l.id}>
            {l.nome}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="escopo-rotulo">O que contar</FormLabel>
        <RadioGroup aria-labelledby="escopo-rotulo" value={escopo} onChange={(e) => setEscopo(e.target.value as EscopoInventario)}>
          {(Object.keys(ESCOPOS_INVENTARIO) as EscopoInventario[]).map((e) => (
            <FormControlLabel key={e} value={e} control={<Radio />} label={ESCOPOS_INVENTARIO[e]} />
          ))}
        </RadioGroup>
      </FormControl>
      {escopo === 'familia' && <BuscaRegistro recurso="produtosBase" rotulo="Família" valor={familia} onChange={setFamilia} obrigatorio erro={erro('id_produto_base')} />}
      {escopo === 'prateleira' && (
        <TextField
          label="Prateleira"
          value={prateleira}
          onChange={(e) => setPrateleira(e.target.value)}
          required
          error={Boolean(erro('prateleira'))}
          helperText={erro('prateleira') ?? 'Como está na localização do produto, por exemplo A3'}
          slotProps={{ htmlInput: { maxLength: LIMITES_INVENTARIO.prateleira } }}
        />
      )}
      <FormControl>
        <FormControlLabel control={<Checkbox checked={cega} onChange={(e) => setCega(e.target.checked)} />} label="Contagem cega" />
        <FormHelperText sx={{ mt: -0.5 }}>Quem conta não vê a quantidade esperada: a contagem não se deixa levar pelo sistema.</FormHelperText>
      </FormControl>
      <TextField label="Descrição (opcional)" value={descricao} onChange={(e) => setDescricao(e.target.value)} slotProps={{ htmlInput: { maxLength: LIMITES_INVENTARIO.descricao } }} />
    </DialogoConfirmacao>
  );
}
