/** Where the composed dashboards live: under the operations overview, whose key opens them. */
export const ROTA_PAINEIS = '/dashboard/visao-geral-operacoes/paineis';
export const rotaDoPainel = (id: number) => `${ROTA_PAINEIS}/${id}`;

export const MENSAGEM_SEM_WIDGETS = 'Nenhum widget fixado ainda — abra um relatório, salve a consulta e fixe-a aqui';

/** The pages above a composed dashboard, for the breadcrumb. */
export const TRILHA_PAINEIS = [{ label: 'Dashboard' }, { label: 'Visão geral das operações', to: '/dashboard/visao-geral-operacoes' }];
