import declaracao from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes';
import { telasDoModulo } from '../../../registro/telasDoModulo';
import { telaSobDemanda } from '../../telaSobDemanda';

export default telasDoModulo(declaracao, {
  list: telaSobDemanda(() => import('./TelaVisaoGeral')),
  // the dashboards users compose from saved report views (src/paineis), under this module's key
  routes: [
    { path: 'paineis', element: telaSobDemanda(() => import('../../../paineis/TelaMeusPaineis')) },
    { path: 'paineis/:id', element: telaSobDemanda(() => import('../../../paineis/TelaPainelPessoal')) },
  ],
});
