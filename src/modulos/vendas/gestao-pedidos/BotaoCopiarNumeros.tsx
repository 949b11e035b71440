import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useListContext, useNotify } from 'react-admin';

/** Staff paste order numbers into chats and tickets; this copies the selected ones at once. */
export function BotaoCopiarNumeros() {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const copiar = async () => {
    const texto = selectedIds.join(', ');
    try {
      await navigator.clipboard.writeText(texto);
      notify(`Números copiados: ${texto}`, { type: 'info' });
    } catch {
      notify('Não foi possível copiar os números dos pedidos', { type: 'error' });
    }
  };
  return (
    <Button label="Copiar números" onClick={() => void copiar()}>
      <ContentCopyIcon />
    </Button>
  );
}
