import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';

/**
 * Before an export: the spreadsheet masks CPF/CNPJ as the screen does, unless the user asks for
 * the full documents, which the server records in the security log.
 */
export default function DialogoExportacao({ onExportar, onCancelar }: { onExportar: (documentosCompletos: boolean) => void; onCancelar: () => void }) {
  const [completos, setCompletos] = useState(false);
  return (
    <Dialog open onClose={onCancelar} aria-labelledby="titulo-exportacao" fullWidth maxWidth="xs">
      <DialogTitle id="titulo-exportacao">Exportar planilha</DialogTitle>
      <DialogContent>
        <DialogContentText>
          A planilha traz todos os pedidos do filtro atual, com as colunas visíveis na tabela. CPF e CNPJ saem mascarados, como na tela.
        </DialogContentText>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={completos} onChange={(e) => setCompletos(e.target.checked)} />}
          label="Incluir CPF/CNPJ completos"
        />
        {completos ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            A exportação com documentos completos fica registrada no log de segurança, com seu usuário.
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancelar}>Cancelar</Button>
        <Button variant="contained" onClick={() => onExportar(completos)}>
          Exportar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
