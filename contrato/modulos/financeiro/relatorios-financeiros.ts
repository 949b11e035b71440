import { defineModulo } from '../declaracao';

export default defineModulo({
  nome: 'financeiro/relatorios-financeiros',
  area: 'financeiro',
  menu: { rota: '/financeiro/relatorios-financeiros', rotulo: 'Relatórios financeiros', icone: 'Assessment', chave: 'financeiro_relatorios_financeiros' },
});
