import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AppRegistrationIcon from '@mui/icons-material/AppRegistration';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import InventoryIcon from '@mui/icons-material/Inventory';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import CampaignIcon from '@mui/icons-material/Campaign';
import CellTowerIcon from '@mui/icons-material/CellTower';
import type { Area } from '@retaguarda/contrato/api/permissions';

export interface AreaInfo {
  label: string;
  icon: SvgIconComponent;
}

/** The menu's parent entries, in SPEC section 2 order; their keys come from AREAS in contrato/api/permissions.ts. */
export const AREA_INFO: Record<Area, AreaInfo> = {
  dashboard: { label: 'Dashboard', icon: DashboardIcon },
  cadastros: { label: 'Cadastros', icon: AppRegistrationIcon },
  financeiro: { label: 'Financeiro', icon: AccountBalanceIcon },
  compras: { label: 'Compras', icon: ShoppingCartIcon },
  estoque: { label: 'Estoque', icon: InventoryIcon },
  vendas: { label: 'Vendas', icon: PointOfSaleIcon },
  marketing: { label: 'Marketing', icon: CampaignIcon },
  torre_controle: { label: 'Torre de controle', icon: CellTowerIcon },
};
