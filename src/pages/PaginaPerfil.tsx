import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { CabecalhoPagina } from '../layout/CabecalhoPagina';
import { gruposVisiveis } from '../registro/acesso';
import { useModulos } from '../registro/useModulos';
import { useSessao } from '../session/store';
import { FormularioAlterarSenha } from './FormularioAlterarSenha';
import { MinhasSessoes } from './MinhasSessoes';

function Dado({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {rotulo}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {valor}
      </Typography>
    </Box>
  );
}

/** /profile: the signed-in user's data, the change-password form and their open sessions. */
export default function PaginaPerfil() {
  const { usuario, metadata } = useSessao();
  const modulos = useModulos();
  if (!usuario) return null;
  const sellersDoGrupo = metadata?.sellers.filter((s) => usuario.id_sellers_mesmo_grupo.includes(s.id_pessoa)) ?? [];
  const areas = gruposVisiveis(usuario.permissoes.permissions, modulos).map((g) => g.label);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4 }}>
      <CabecalhoPagina titulo="Meu Perfil" trilha={[{ label: 'Início', to: '/' }]} />
      <Stack spacing={3}>
        <Card variant="outlined" component="section" aria-labelledby="perfil-dados">
          <CardContent>
            <Typography id="perfil-dados" variant="h6" component="h2" sx={{ mb: 2 }}>
              Seus dados
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
              <Dado rotulo="Nome" valor={usuario.nome} />
              <Dado rotulo="E-mail" valor={usuario.email} />
              <Dado rotulo="Empresa" valor={usuario.nome_seller} />
              <Dado
                rotulo="Lojas do grupo"
                valor={sellersDoGrupo.length ? sellersDoGrupo.map((s) => s.nome).join(', ') : `${usuario.id_sellers_mesmo_grupo.length} loja(s)`}
              />
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2, mb: 1 }}>
              Áreas liberadas
            </Typography>
            {areas.length ? (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {areas.map((a) => (
                  <Chip key={a} label={a} size="small" />
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">Nenhuma área liberada para o seu usuário.</Typography>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="perfil-senha">
          <CardContent>
            <Typography id="perfil-senha" variant="h6" component="h2" sx={{ mb: 2 }}>
              Alterar senha
            </Typography>
            <FormularioAlterarSenha />
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="perfil-sessoes">
          <CardContent>
            <Typography id="perfil-sessoes" variant="h6" component="h2" sx={{ mb: 1 }}>
              Minhas sessões
            </Typography>
            <MinhasSessoes />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
