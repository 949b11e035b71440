import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'torre-controle/funcionamento-operacoes-lojas-autonomas',
  area: 'torre_controle',
  menu: { rota: '/torre-controle/funcionamento-operacoes-lojas-autonomas', rotulo: 'Operações das lojas autônomas', icone: 'Storefront', chave: 'torre_de_controle_func_oper_lojas_autonomas' },
});
