import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as LinkRouter } from 'react-router-dom';
import { LIMITES_PAINEIS_PESSOAIS, type PainelPessoal } from '@retaguarda/contrato/api/paineisPessoais';
import { resolveErrorMessage } from '../http';
import { CabecalhoPagina } from '../layout/CabecalhoPagina';
import { useAlterarPaineis, usePaineis } from './api';
import { rotaDoPainel, TRILHA_PAINEIS } from './rotas';
import { usePerfisParaAdmin } from './usePerfisParaAdmin';

const quantos = (n: number) => (n === 1 ? '1 widget' : `${n} widgets`);

function CartaoDoPainel({ p }: { p: PainelPessoal }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={LinkRouter} to={rotaDoPainel(p.id)}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {p.nome}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {p.dono === 'perfil' ? `Do perfil ${p.perfil ?? ''}` : 'Meu'} · {quantos(p.widgets.length)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The caller's dashboards and their profile's, and a new one of their own. */
export default function TelaMeusPaineis() {
  const q = usePaineis();
  const { criar } = useAlterarPaineis();
  const [nome, setNome] = useState('');
  // '' is the caller's own; a profile's id for an admin composing a profile's dashboard
  const [para, setPara] = useState('');
  const perfis = usePerfisParaAdmin();
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0 }}>
      <CabecalhoPagina titulo="Meus painéis" trilha={TRILHA_PAINEIS} />
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 3, flexWrap: 'wrap' }}
        onSubmit={(e) => {
          e.preventDefault();
          criar.mutate({ nome, ...(para === '' ? {} : { id_perfil: Number(para) }) }, { onSuccess: () => setNome('') });
        }}
      >
        <TextField size="small" label="Nome do novo painel" value={nome} onChange={(e) => setNome(e.target.value)} slotProps={{ htmlInput: { maxLength: LIMITES_PAINEIS_PESSOAIS.nome } }} />
        {perfis.length > 0 && (
          <TextField select size="small" label="Para" value={para} onChange={(e) => setPara(e.target.value)} sx={{ minWidth: 200 }}>
            <MenuItem value="">Só para mim</MenuItem>
            {perfis.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                Perfil {p.nome}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button type="submit" variant="contained" disabled={criar.isPending || nome.trim() === ''}>
          Criar painel
        </Button>
      </Box>
      {criar.error && <Alert severity="error" sx={{ mb: 2 }}>{resolveErrorMessage(criar.error)}</Alert>}
      {q.isPending && (
        <Box role="status" aria-label="Carregando os painéis">
          <Skeleton variant="rounded" height={96} />
        </Box>
      )}
      {q.isError && (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      {q.data && q.data.length === 0 && <Typography color="text.secondary">Nenhum painel ainda: dê um nome e crie o primeiro.</Typography>}
      {q.data && q.data.length > 0 && (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {q.data.map((p) => (
            <CartaoDoPainel key={p.id} p={p} />
          ))}
        </Box>
      )}
    </Box>
  );
}
