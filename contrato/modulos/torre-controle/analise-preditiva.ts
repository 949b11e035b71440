import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'torre-controle/analise-preditiva',
  area: 'torre_controle',
  menu: { rota: '/torre-controle/analise-preditiva', rotulo: 'Análise preditiva', icone: 'AutoGraph', chave: 'torre_de_controle_analise_preditiva' },
});
