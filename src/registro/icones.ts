import type { SvgIconComponent } from '@mui/icons-material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ConnectWithoutContactIcon from '@mui/icons-material/ConnectWithoutContact';
import ContactPageIcon from '@mui/icons-material/ContactPage';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import PeopleIcon from '@mui/icons-material/People';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RouteIcon from '@mui/icons-material/Route';
import SensorsIcon from '@mui/icons-material/Sensors';
import SpeedIcon from '@mui/icons-material/Speed';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TimelineIcon from '@mui/icons-material/Timeline';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WarehouseIcon from '@mui/icons-material/Warehouse';

/**
 * The icon components of the names the contract's declarations give (`menu.icone`): the contract
 * stays free of MUI, and the menu's icons are imported here statically, as each module's own file
 * did, so they load with the menu rather than one request each.
 */
export const ICONES: Readonly<Record<string, SvgIconComponent>> = {
  AddShoppingCart: AddShoppingCartIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Analytics: AnalyticsIcon,
  Assessment: AssessmentIcon,
  AutoGraph: AutoGraphIcon,
  Badge: BadgeIcon,
  BarChart: BarChartIcon,
  CallMade: CallMadeIcon,
  CallReceived: CallReceivedIcon,
  Campaign: CampaignIcon,
  Checklist: ChecklistIcon,
  ConnectWithoutContact: ConnectWithoutContactIcon,
  ContactPage: ContactPageIcon,
  FactCheck: FactCheckIcon,
  Gavel: GavelIcon,
  Handshake: HandshakeIcon,
  Hub: HubIcon,
  Insights: InsightsIcon,
  Inventory2: Inventory2Icon,
  LocalOffer: LocalOfferIcon,
  LocalShipping: LocalShippingIcon,
  ManageAccounts: ManageAccountsIcon,
  MenuBook: MenuBookIcon,
  MonitorHeart: MonitorHeartIcon,
  NotificationImportant: NotificationImportantIcon,
  People: PeopleIcon,
  QueryStats: QueryStatsIcon,
  ReceiptLong: ReceiptLongIcon,
  Route: RouteIcon,
  Sensors: SensorsIcon,
  Speed: SpeedIcon,
  Storefront: StorefrontIcon,
  Summarize: SummarizeIcon,
  SwapHoriz: SwapHorizIcon,
  Timeline: TimelineIcon,
  TrendingUp: TrendingUpIcon,
  Warehouse: WarehouseIcon,
};
