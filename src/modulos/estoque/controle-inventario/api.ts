export const ROTA_INVENTARIOS = '/estoque/controle-inventario';
