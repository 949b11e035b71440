import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { promocoes } from '@retaguarda/contrato/recursos/promocoes';
import { defineModule } from '../../defineModule';

/** Promotions and coupons (issue 18): the register the server prices every order with. */
export default defineModule({
  area: 'marketing',
  route: '/marketing/promocoes-descontos',
  label: 'Promoções e descontos',
  permission: 'marketing_promocoes_e_descontos',
  recurso: promocoes,
  icon: LocalOfferIcon,
});
