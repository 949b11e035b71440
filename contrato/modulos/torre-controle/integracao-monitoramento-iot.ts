import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'torre-controle/integracao-monitoramento-iot',
  area: 'torre_controle',
  menu: { rota: '/torre-controle/integracao-monitoramento-iot', rotulo: 'Integração e monitoramento IoT', icone: 'Sensors', chave: 'torre_de_controle_integ_monitora_iot' },
});
