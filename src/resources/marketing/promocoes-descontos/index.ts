import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { defineModule } from '../../defineModule';

export default defineModule({
  area: 'marketing',
  route: '/marketing/promocoes-descontos',
  label: 'Promoções e descontos',
  permission: 'marketing_promocoes_e_descontos',
  icon: LocalOfferIcon,
});
