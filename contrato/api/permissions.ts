/**
 * Every permission key of the product, by menu area (SPEC section 6). The panel's module
 * registry, canAccess and the server's permission guard all read them from here.
 */
export const AREAS = {
  dashboard: {
    parent: 'menu_principal_dashboard',
    children: [
      'dashboard_visao_geral_das_operacoes',
      'dashboard_indicadores_de_desempenho',
      'dashboard_alertas_e_notificacoes_criticas',
      'dashboard_resumo_financeiro',
    ],
  },
  cadastros: {
    parent: 'menu_principal_cadastros',
    children: [
      'cadastros_clientes',
      'cadastros_usuarios_do_sistema',
      'cadastros_fornecedores',
      'cadastros_produtos',
      'cadastros_funcionarios',
    ],
  },
  financeiro: {
    parent: 'menu_principal_financeiro',
    children: [
      'financeiro_contas_a_receber',
      'financeiro_contas_a_pagar',
      'financeiro_fluxo_de_caixa',
      'financeiro_relatorios_financeiros',
      'financeiro_gestao_fiscal_e_tributaria',
    ],
  },
  compras: {
    parent: 'menu_principal_compras',
    children: [
      'compras_pedidos_de_compra',
      'compras_gestao_fornecedores',
      'compras_recebimento_e_conferencia',
      'compras_analise_desempenho_de_fornecedores',
    ],
  },
  estoque: {
    parent: 'menu_principal_estoque',
    children: [
      'estoque_gestao_de_estoque',
      'estoque_controle_de_inventario',
      'estoque_relatorios_de_estoque',
      'estoque_ajustes_e_movimentacoes',
    ],
  },
  vendas: {
    parent: 'menu_principal_vendas',
    children: [
      'vendas_gestao_de_pedidos',
      'vendas_catalogo_de_produtos',
      'vendas_gestao_de_clientes',
      'vendas_relatorios_de_vendas',
      'vendas_integracao_e_commerce_e_marketplaces',
    ],
  },
  marketing: {
    parent: 'menu_principal_marketing',
    children: [
      'marketing_gestao_de_campanhas',
      'marketing_promocoes_e_descontos',
      'marketing_crm',
      'marketing_analise_de_impacto_das_campanhas',
    ],
  },
  torre_controle: {
    parent: 'menu_principal_torre_de_controle',
    children: [
      'torre_de_controle_rec_analise_jornada_cliente',
      'torre_de_controle_revisao_e_gestao_de_acessos',
      'torre_de_controle_integ_monitora_iot',
      'torre_de_controle_func_oper_lojas_autonomas',
      'torre_de_controle_monitoramento_tempo_real',
      'torre_de_controle_analise_preditiva',
    ],
  },
} as const;

export type Area = keyof typeof AREAS;

/** The menu's parent entries as the menu names them (the panel's menu, the server's reports). */
export const ROTULOS_AREAS: Record<Area, string> = {
  dashboard: 'Dashboard',
  cadastros: 'Cadastros',
  financeiro: 'Financeiro',
  compras: 'Compras',
  estoque: 'Estoque',
  vendas: 'Vendas',
  marketing: 'Marketing',
  torre_controle: 'Torre de controle',
};
type AreaDef = (typeof AREAS)[Area];
export type ParentKey = AreaDef['parent'];
export type ChildKey = AreaDef['children'][number];
export type PermissionKey = ParentKey | ChildKey;

export const ALL_PERMISSION_KEYS: readonly PermissionKey[] = Object.values(AREAS).flatMap(
  (a): PermissionKey[] => [a.parent, ...a.children],
);

/** The keys of one area: its parent key and every child key. */
export function areaKeys(area: Area): PermissionKey[] {
  const a = AREAS[area];
  return [a.parent, ...a.children];
}

export function isPermissionKey(value: string): value is PermissionKey {
  return (ALL_PERMISSION_KEYS as readonly string[]).includes(value);
}

/** True when the user has at least one of the keys (an empty list means open to all). */
export function hasAnyKey(userKeys: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((k) => userKeys.includes(k));
}
