import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'compras',
  route: '/compras/analise-desempenho-fornecedores',
  label: 'Desempenho de fornecedores',
  permission: 'compras_analise_desempenho_de_fornecedores',
  icon: QueryStatsIcon,
});
