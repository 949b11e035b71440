import { defineModulo } from '../declaracao';

/** Promotions and coupons: the register the server prices every order with. */
export default defineModulo({
  nome: 'marketing/promocoes-descontos',
  area: 'marketing',
  menu: { rota: '/marketing/promocoes-descontos', rotulo: 'Promoções e descontos', icone: 'LocalOffer', chave: 'marketing_promocoes_e_descontos' },
  recurso: 'promocoes',
});
