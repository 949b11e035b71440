import { useLocation, useNavigate } from 'react-router-dom';
import { useNotificationContext } from 'react-admin';
import PaginaLogin from './PaginaLogin';

/** The sign-in page inside the panel (after a logout): a new session starts without the old notifications. */
export default function LoginNoPainel() {
  const { resetNotifications } = useNotificationContext();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  return <PaginaLogin busca={search} estado={state} navegar={navigate} aoEntrar={resetNotifications} />;
}
