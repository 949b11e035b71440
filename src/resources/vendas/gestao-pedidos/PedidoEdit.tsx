import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router-dom';
import { Title } from 'react-admin';

/**
 * The order detail is a later issue; until then the row link lands here. The way back is a plain
 * link: react-admin restores the list's filters from its store and writes them to the URL again.
 */
export default function PedidoEdit() {
  const { id } = useParams();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`Pedido ${id ?? ''}`} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Pedido {id}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          O detalhe do pedido está em construção.
        </Typography>
        <Button component={Link} to="/vendas/gestao-pedidos">
          Voltar para a lista
        </Button>
      </CardContent>
    </Card>
  );
}
