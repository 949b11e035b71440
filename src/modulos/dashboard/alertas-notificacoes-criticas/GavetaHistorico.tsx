import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ROTAS_ALERTAS, type Alerta } from '@retaguarda/contrato/api/alertas';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { EstadoDaConsulta } from '../../../motorCadastros/mostrar/EstadoDaConsulta';
import { useCanal } from '../../../dataProvider/useCanal';
import { CHAVE_ALERTAS } from './api';

/** An alert's history, newest first: who did what and when ('Avaliação automática' for the server's own). */
export function GavetaHistorico({ alerta, onFechar }: { alerta: Alerta; onFechar: () => void }) {
  const canal = useCanal();
  const id = useId();
  const q = useQuery({ queryKey: [CHAVE_ALERTAS, 'historico', alerta.id], queryFn: ({ signal }) => canal.chamar(ROTAS_ALERTAS.historico, { parametros: { id: alerta.id }, signal }) });
  return (
    <Drawer anchor="right" open onClose={onFechar} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': id, sx: { width: { xs: '100%', sm: 420 } } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          Histórico: {alerta.titulo}
        </Typography>
        <IconButton onClick={onFechar} aria-label="Fechar histórico">
          <CloseIcon />
        </IconButton>
      </Box>
      <EstadoDaConsulta consulta={q} oQue="o histórico" espaco={4}>
        {(itens) =>
          itens.length === 0 ? (
            <Typography sx={{ p: 2, color: 'text.secondary' }}>Sem registros.</Typography>
          ) : (
            <List aria-label="Histórico do alerta">
              {itens.map((h, i) => (
                <ListItem key={`${h.em}-${i}`} divider>
                  <ListItemText primary={h.descricao} secondary={`${formatDateTime(h.em)} · ${h.usuario ?? 'Avaliação automática'}`} />
                </ListItem>
              ))}
            </List>
          )
        }
      </EstadoDaConsulta>
    </Drawer>
  );
}
