import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'torre-controle/monitoramento-tempo-real',
  area: 'torre_controle',
  menu: { rota: '/torre-controle/monitoramento-tempo-real', rotulo: 'Monitoramento em tempo real', icone: 'MonitorHeart', chave: 'torre_de_controle_monitoramento_tempo_real' },
});
