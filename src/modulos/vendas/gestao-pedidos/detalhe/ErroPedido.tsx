import { Link } from 'react-router-dom';
import LockIcon from '@mui/icons-material/Lock';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { MENSAGENS_PEDIDO } from '@retaguarda/contrato/api/pedidoDetalhe';
import { HttpError, resolveErrorMessage } from '../../../../http';
import { PaginaDeAviso } from '../../../../layout/PaginaDeAviso';

const LISTA = '/vendas/gestao-pedidos';

function tipoDoErro(erro: unknown): 'nao-encontrado' | 'acesso-negado' | 'outro' {
  if (!(erro instanceof HttpError)) return 'outro';
  // 400 is an id that is not an order number at all (e.g. /vendas/gestao-pedidos/abc)
  if (erro.status === 404 || erro.status === 400) return 'nao-encontrado';
  if (erro.status === 403) return 'acesso-negado';
  return 'outro';
}

/** The page in place of the detail when the order cannot be shown: missing, of another group, or an error. */
export function ErroPedido({ erro, onTentarNovamente }: { erro: unknown; onTentarNovamente: () => void }) {
  const tipo = tipoDoErro(erro);
  const titulo = tipo === 'nao-encontrado' ? MENSAGENS_PEDIDO.naoEncontrado : tipo === 'acesso-negado' ? MENSAGENS_COMUNS.acessoNegado : 'Não foi possível abrir o pedido';
  const texto =
    tipo === 'nao-encontrado'
      ? 'Não há pedido com este número. Confira o link ou procure o pedido na lista.'
      : tipo === 'acesso-negado'
        ? 'Este pedido é de uma loja fora do seu grupo, e seu usuário não pode vê-lo.'
        : resolveErrorMessage(erro);
  const Icone = tipo === 'nao-encontrado' ? SearchOffIcon : tipo === 'acesso-negado' ? LockIcon : ErrorOutlineIcon;
  return (
    <PaginaDeAviso titulo={titulo} trilha={[{ label: 'Gestão de pedidos', to: LISTA }]} Icone={Icone} corIcone={tipo === 'outro' ? 'error' : 'action'}>
      <Typography sx={{ maxWidth: 520 }}>{texto}</Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        {tipo === 'outro' ? <Button onClick={onTentarNovamente}>Tentar novamente</Button> : null}
        <Button component={Link} to={LISTA} variant="contained">
          Voltar para a lista
        </Button>
      </Box>
    </PaginaDeAviso>
  );
}
