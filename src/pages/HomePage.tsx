import { Link } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { gruposVisiveis } from '../resources/acesso';
import { useSessao } from '../session/store';

function saudacao(agora: Date): string {
  const hora = Number(new Intl.DateTimeFormat('pt-BR', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/Sao_Paulo' }).format(agora));
  if (hora < 12) return 'Bom dia';
  if (hora < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** Início: greets the user by name and offers a shortcut to every module they can open. */
export default function HomePage() {
  const { usuario } = useSessao();
  const grupos = gruposVisiveis(usuario?.permissoes.permissions ?? []);
  const primeiroNome = usuario?.nome.split(' ')[0] ?? '';
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 2 }}>
      <Title title="Início" />
      <Typography variant="h4" component="h1">
        {saudacao(new Date())}, {primeiroNome}!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {usuario?.nome_seller} · Atalhos para os módulos que você pode acessar.
      </Typography>
      {grupos.length === 0 ? (
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6">
              Nenhum módulo liberado
            </Typography>
            <Typography color="text.secondary">
              Seu usuário ainda não tem acesso a nenhum módulo. Peça ao administrador da sua empresa para liberar as permissões.
            </Typography>
          </CardContent>
        </Card>
      ) : (
        grupos.map((grupo) => (
          <Box component="section" key={grupo.area} sx={{ mb: 3 }} aria-labelledby={`atalhos-${grupo.area}`}>
            <Typography id={`atalhos-${grupo.area}`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {grupo.label}
            </Typography>
            <Grid container spacing={2}>
              {grupo.modulos.map((m) => {
                const Icone = m.icon;
                return (
                  <Grid key={m.route} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                    <Card variant="outlined" sx={{ height: '100%' }}>
                      <CardActionArea component={Link} to={m.route} sx={{ height: '100%' }}>
                        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                          <Icone color="primary" aria-hidden />
                          <Typography>{m.label}</Typography>
                        </CardContent>
                      </CardActionArea>
                    </Card>
                  </Grid>
                );
              })}
            </Grid>
          </Box>
        ))
      )}
    </Box>
  );
}
