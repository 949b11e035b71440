import type { PermissionKey } from '@retaguarda/contrato/api/permissions';

/** The order module's key: every route of the module needs it, and so does the home summary (order figures). */
export const CHAVE_PEDIDOS: PermissionKey = 'vendas_gestao_de_pedidos';
