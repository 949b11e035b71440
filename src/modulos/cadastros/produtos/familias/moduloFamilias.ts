import CategoryIcon from '@mui/icons-material/Category';
import produtos from '@retaguarda/contrato/modulos/cadastros/produtos';
import { produtosBase } from '@retaguarda/contrato/recursos/produtosBase';
import type { ModuleDefinition } from '../../../../registro/telasDoModulo';

/** Below the products' route: the families are reached from the products, not from a menu entry of their own. */
export const CAMINHO_FAMILIAS = 'familias';
export const ROTA_PRODUTOS = '/cadastros/produtos';

/**
 * The product families (produtos base) as a module of their own for the generated screens, mounted
 * under /cadastros/produtos/familias by the products' module (routes), with the products' key.
 */
export const moduloFamilias: ModuleDefinition = {
  area: produtos.area,
  route: `${ROTA_PRODUTOS}/${CAMINHO_FAMILIAS}`,
  label: 'Produtos base',
  permission: produtos.menu.chave,
  icon: CategoryIcon,
  recurso: produtosBase,
};

/** The react-admin resource of the families' screens. */
export const RESOURCE_FAMILIAS = moduloFamilias.route.slice(1);

export const caminhoDaFamilia = (id: number | string): string => `${moduloFamilias.route}/${id}/show`;
