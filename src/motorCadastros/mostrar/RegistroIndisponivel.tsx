import { Link } from 'react-router-dom';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import LockIcon from '@mui/icons-material/Lock';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { HttpError, resolveErrorMessage } from '../../http';
import type { PassoTrilha } from '../../layout/CabecalhoPagina';
import { PaginaDeAviso } from '../../layout/PaginaDeAviso';

function tipoDoErro(erro: unknown): 'nao-encontrado' | 'acesso-negado' | 'outro' {
  if (!(erro instanceof HttpError)) return 'outro';
  // 400 is an id that is no id at all (/cadastros/clientes/abc/show)
  if (erro.status === 404 || erro.status === 400) return 'nao-encontrado';
  if (erro.status === 403) return 'acesso-negado';
  return 'outro';
}

/**
 * In place of a record page or edit form whose record cannot be read: missing (or of another
 * group, which the server answers the same way), forbidden, or an error worth a retry.
 */
export function RegistroIndisponivel({ recurso, erro, lista, trilha, tentarNovamente }: { recurso: Recurso; erro: unknown; lista: string; trilha: PassoTrilha[]; tentarNovamente: () => void }) {
  const tipo = tipoDoErro(erro);
  const singular = recurso.rotulo.singular;
  const titulo =
    tipo === 'nao-encontrado' ? `${singular} não encontrad${recurso.rotulo.genero}` : tipo === 'acesso-negado' ? MENSAGENS_COMUNS.acessoNegado : `Não foi possível abrir ${recurso.rotulo.genero} ${singular.toLowerCase()}`;
  const texto =
    tipo === 'nao-encontrado'
      ? `Não há ${recurso.rotulo.genero === 'o' ? 'um' : 'uma'} ${singular.toLowerCase()} com este código entre os que você pode ver. Confira o link ou procure na lista.`
      : tipo === 'acesso-negado'
        ? 'Seu usuário não pode ver este registro.'
        : resolveErrorMessage(erro);
  const Icone = tipo === 'nao-encontrado' ? SearchOffIcon : tipo === 'acesso-negado' ? LockIcon : ErrorOutlineIcon;
  return (
    <PaginaDeAviso titulo={titulo} trilha={trilha} Icone={Icone} corIcone={tipo === 'outro' ? 'error' : 'action'}>
      <Typography sx={{ maxWidth: 520 }}>{texto}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
        {tipo === 'outro' ? <Button onClick={tentarNovamente}>Tentar novamente</Button> : null}
        <Button component={Link} to={lista} variant="contained">
          Voltar para a lista
        </Button>
      </Box>
    </PaginaDeAviso>
  );
}
