import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AppRegistrationIcon from '@mui/icons-material/AppRegistration';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import InventoryIcon from '@mui/icons-material/Inventory';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import CampaignIcon from '@mui/icons-material/Campaign';
import CellTowerIcon from '@mui/icons-material/CellTower';
import { ROTULOS_AREAS, type Area } from '@retaguarda/contrato/api/permissions';

export interface AreaInfo {
  label: string;
  icon: SvgIconComponent;
}

/** The menu's parent entries, in SPEC section 2 order; their keys come from AREAS in contrato/api/permissions.ts. */
export const AREA_INFO: Record<Area, AreaInfo> = {
  dashboard: { label: ROTULOS_AREAS.dashboard, icon: DashboardIcon },
  cadastros: { label: ROTULOS_AREAS.cadastros, icon: AppRegistrationIcon },
  financeiro: { label: ROTULOS_AREAS.financeiro, icon: AccountBalanceIcon },
  compras: { label: ROTULOS_AREAS.compras, icon: ShoppingCartIcon },
  estoque: { label: ROTULOS_AREAS.estoque, icon: InventoryIcon },
  vendas: { label: ROTULOS_AREAS.vendas, icon: PointOfSaleIcon },
  marketing: { label: ROTULOS_AREAS.marketing, icon: CampaignIcon },
  torre_controle: { label: ROTULOS_AREAS.torre_controle, icon: CellTowerIcon },
};
