import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { CabecalhoPagina } from '../../layout/CabecalhoPagina';
import { resourceName } from '../../registro/declaracoes';
import { SecaoCamposPersonalizados } from '../personalizados/SecaoCamposPersonalizados';
import { usePermissoesRecurso } from '../usePermissoesRecurso';
import { useRecursoAtual } from '../useRecursoAtual';

/**
 * <module>/configuracoes: 'Configurações do cadastro', where an admin (a write key of the
 * register and the system users' key, as the server checks) adds the group's custom fields.
 * Reached from the list's toolbar, shown there only to such admins.
 */
export default function ConfiguracoesRecurso() {
  const { modulo, recurso } = useRecursoAtual();
  const { configurar } = usePermissoesRecurso(recurso);
  const lista = `/${resourceName(modulo)}`;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size', maxWidth: 960 }}>
      <CabecalhoPagina titulo="Configurações do cadastro" trilha={[{ label: modulo.label, to: lista }]} />
      {configurar ? (
        <SecaoCamposPersonalizados recurso={recurso} />
      ) : (
        <Alert severity="warning">
          Só administradores configuram {recurso.rotulo.plural.toLowerCase()}: é preciso poder editar o cadastro e ter a permissão &quot;Usuários do sistema&quot;.
        </Alert>
      )}
    </Box>
  );
}
