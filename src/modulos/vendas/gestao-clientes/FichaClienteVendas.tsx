import type { SecaoExtra } from '../../../motorCadastros/mostrar/FichaRecurso';
import MostrarRecurso from '../../../motorCadastros/telas/MostrarRecurso';
import { usePodeVerCompras } from './compras/chaves';
import { SecaoCompras } from './compras/SecaoCompras';

const SECOES: readonly SecaoExtra[] = [{ chave: 'compras', Componente: SecaoCompras }];

/** The generated client record with its purchases (for users who may read the orders). */
export default function FichaClienteVendas() {
  return <MostrarRecurso secoesExtras={usePodeVerCompras() ? SECOES : undefined} />;
}
