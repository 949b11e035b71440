import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'torre-controle/recursos-analise-jornada-cliente',
  area: 'torre_controle',
  menu: { rota: '/torre-controle/recursos-analise-jornada-cliente', rotulo: 'Análise da jornada do cliente', icone: 'Route', chave: 'torre_de_controle_rec_analise_jornada_cliente' },
});
