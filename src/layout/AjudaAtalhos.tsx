import { Fragment, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** The panel's keyboard shortcuts, as the '?' dialog lists them. */
const ATALHOS: readonly { teclas: readonly string[]; acao: string }[] = [
  { teclas: ['/'], acao: 'Ir para a busca da lista de pedidos' },
  { teclas: ['Ctrl', 'K'], acao: 'Buscar um módulo ou abrir um pedido pelo número (⌘ K no Mac)' },
  { teclas: ['?'], acao: 'Mostrar estes atalhos' },
  { teclas: ['Esc'], acao: 'Fechar a busca ou esta janela' },
];

const TECLA = {
  display: 'inline-block',
  minWidth: '1.75em',
  px: 0.75,
  py: 0.25,
  border: 1,
  borderColor: 'divider',
  borderBottomWidth: 2,
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: '0.875rem',
  textAlign: 'center',
  bgcolor: 'action.hover',
} as const;

/** '?': the list of the keyboard shortcuts. */
export default function AjudaAtalhos({ onFechar }: { onFechar: () => void }) {
  const titulo = useId();
  return (
    <Dialog open onClose={onFechar} aria-labelledby={titulo} fullWidth maxWidth="xs">
      <DialogTitle id={titulo}>Atalhos do teclado</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5, m: 0, alignItems: 'baseline' }}>
          {ATALHOS.map((a) => (
            <Fragment key={a.acao}>
              <Box component="dt" sx={{ whiteSpace: 'nowrap' }}>
                {a.teclas.map((t, i) => (
                  <Fragment key={t}>
                    {i > 0 && ' + '}
                    <Box component="kbd" sx={TECLA}>
                      {t}
                    </Box>
                  </Fragment>
                ))}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {a.acao}
              </Box>
            </Fragment>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Enquanto você digita num campo, / e ? são texto: só Ctrl + K e Esc continuam valendo.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} autoFocus>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
