import { useDataProvider, type DataProvider } from 'react-admin';
import type { ProvedorDoRecurso } from '../dados/provedorDoRecurso';

/** The app's data provider with the resource methods that are not react-admin's (situação, histórico, opções). */
export const useProvedorDoRecurso = () => useDataProvider<DataProvider & ProvedorDoRecurso>();
