import type { ReactNode } from 'react';
import { TZDate } from '@date-fns/tz';
import { TZ_NEGOCIO } from '@retaguarda/contrato/br/fusoNegocio';
import { Link } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Grid, Link as MuiLink, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { gruposVisiveis, podeAbrirModulo } from '../registro/acesso';
import { useModulos } from '../registro/useModulos';
import gestaoPedidos from '../modulos/vendas/gestao-pedidos';
import { useSessao } from '../session/store';
import { NumerosDoDia } from './inicio/NumerosDoDia';

function saudacao(agora: Date): string {
  // through the time zone's formatter src/br/prepararFormatos.ts has warmed, not a pt-BR one of its
  // own (a new Intl object, made on every render, in the long task that paints the page)
  const hora = new TZDate(agora.getTime(), TZ_NEGOCIO).getHours();
  if (hora < 12) return 'Bom dia';
  if (hora < 18) return 'Boa tarde';
  return 'Boa noite';
}

function Aviso({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {titulo}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Início: today's order figures for a user of the order module, and a shortcut to every built
 * module the user can open (a module still under construction is named, not offered).
 */
export default function PaginaInicio() {
  const { usuario } = useSessao();
  const permissoes = usuario?.permissoes.permissions ?? [];
  const grupos = gruposVisiveis(permissoes, useModulos());
  const prontos = grupos.map((g) => ({ ...g, modulos: g.modulos.filter((m) => m.list) })).filter((g) => g.modulos.length > 0);
  const emConstrucao = grupos.flatMap((g) => g.modulos.filter((m) => !m.list));
  const primeiroNome = usuario?.nome.split(' ')[0] ?? '';
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 2 }}>
      <Title title="Início" />
      <Typography variant="h4" component="h1">
        {saudacao(new Date())}, {primeiroNome}!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {usuario?.nome_seller}
        {prontos.length > 0 && (
          // a phone has no keyboard shortcuts to offer
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {' · Pressione Ctrl+K para ir a um módulo ou abrir um pedido pelo número, e ? para ver os atalhos.'}
          </Box>
        )}
      </Typography>
      {podeAbrirModulo(permissoes, gestaoPedidos) && <NumerosDoDia />}
      {grupos.length === 0 && (
        <Aviso titulo="Nenhum módulo liberado">
          Seu usuário ainda não tem acesso a nenhum módulo. Peça ao administrador da sua empresa para liberar as permissões.
        </Aviso>
      )}
      {prontos.map((grupo) => (
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
      ))}
      {emConstrucao.length > 0 && (
        <Aviso titulo={prontos.length > 0 ? 'Em breve' : 'Seus módulos estão em construção'}>
          {prontos.length > 0 ? 'Também liberados para você, ainda em construção: ' : 'Os módulos liberados para você ainda estão sendo construídos: '}
          {emConstrucao.map((m) => m.label).join(', ')}. Eles aparecerão aqui quando estiverem prontos.
          {prontos.length === 0 && (
            <>
              {' '}Enquanto isso, você pode revisar seus dados e sua senha em{' '}
              <MuiLink component={Link} to="/profile">
                Meu perfil
              </MuiLink>
              .
            </>
          )}
        </Aviso>
      )}
    </Box>
  );
}
