import { useDataProvider } from 'react-admin';
import type { ProvedorRetaguarda } from './index';

/** The data provider with its typed channel (chamar, baixar): a screen's non-CRUD calls go through it, inside useQuery/useMutation. */
export const useCanal = () => useDataProvider<ProvedorRetaguarda>();
