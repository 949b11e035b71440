import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { resolveErrorMessage } from '../../../http';

/**
 * Empty state: says which filters excluded everything and offers the way back to the defaults and,
 * while a period narrows the list, the same filters over the whole history.
 */
export function PedidosVazio({ descricao, onLimpar, onBuscarEmTodoPeriodo = null }: { descricao: string; onLimpar: () => void; onBuscarEmTodoPeriodo?: (() => void) | null }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="p">
        {descricao}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Ajuste os filtros para ver mais pedidos.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onBuscarEmTodoPeriodo ? (
          <Button variant="contained" onClick={onBuscarEmTodoPeriodo}>
            Buscar em todo o período
          </Button>
        ) : null}
        <Button variant="outlined" onClick={onLimpar}>
          Limpar filtros
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Error state. With earlier orders still on screen it is a banner above them; with nothing to
 * show it takes the table's place.
 */
export function ErroLista({ erro, onTentarNovamente, comDados }: { erro: unknown; onTentarNovamente: () => void; comDados: boolean }) {
  const acao = (
    <Button color="inherit" size="small" onClick={onTentarNovamente}>
      Tentar novamente
    </Button>
  );
  return (
    <Alert severity="error" action={acao} sx={{ mb: 2 }}>
      {comDados
        ? `Não foi possível atualizar a lista: ${resolveErrorMessage(erro)} Exibindo os últimos pedidos carregados.`
        : `Não foi possível carregar os pedidos: ${resolveErrorMessage(erro)}`}
    </Alert>
  );
}
