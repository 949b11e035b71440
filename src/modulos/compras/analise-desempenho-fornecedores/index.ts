import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { defineModule } from '../../defineModule';
import { telaSobDemanda } from '../../telaSobDemanda';

/** Supplier performance (issue 19): lead time, on-time and fill rates, price change, ranked with a chart. */
export default defineModule({
  area: 'compras',
  route: '/compras/analise-desempenho-fornecedores',
  label: 'Desempenho de fornecedores',
  permission: 'compras_analise_desempenho_de_fornecedores',
  icon: QueryStatsIcon,
  list: telaSobDemanda(() => import('./TelaDesempenho')),
});
