import { Link } from 'react-router-dom';
import { Box, Button, Container, Grid, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Logo } from '../layout/Logo';
import { useTituloDaAba } from '../layout/tituloDaAba';

const DESTAQUES = [
  { titulo: 'Pedidos em um só lugar', texto: 'Filtre, acompanhe e exporte os pedidos de todas as lojas do grupo.' },
  { titulo: 'NFC-e sem atrito', texto: 'Emissão, DANFE e XML a partir do próprio pedido.' },
  { titulo: 'Acesso sob medida', texto: 'Cada pessoa vê apenas os módulos liberados para ela.' },
];

/** /landing: the public presentation of the product, outside the admin layout. */
export default function PaginaApresentacao() {
  useTituloDaAba('Apresentação');
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Title title="Retaguarda" />
      <Container maxWidth="lg" sx={{ py: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Logo altura={32} />
        <Button component={Link} to="/auth/login" variant="outlined">
          Entrar
        </Button>
      </Container>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
              A retaguarda da sua operação de varejo
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
              Vendas, estoque, finanças e lojas autônomas num painel único, em português e feito para o dia a dia da loja.
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button component={Link} to="/auth/login" variant="contained" size="large">
                Acessar o painel
              </Button>
              <Button component={Link} to="/auth/register" size="large">
                Solicitar acesso
              </Button>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box component="img" src="/hero.svg" alt="" sx={{ width: '100%', borderRadius: 2 }} />
          </Grid>
        </Grid>
        <Grid container spacing={3} sx={{ mt: 6 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {DESTAQUES.map((d) => (
            <Grid key={d.titulo} size={{ xs: 12, md: 4 }} component="li">
              <Typography variant="h6" component="h2">
                {d.titulo}
              </Typography>
              <Typography color="text.secondary">{d.texto}</Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
