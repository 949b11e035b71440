import type { SecaoExtra } from '../../../motorCadastros/mostrar/FichaRecurso';
import MostrarRecurso from '../../../motorCadastros/telas/MostrarRecurso';
import { ROTAS_CLIENTES_VENDAS } from '@retaguarda/contrato/api/clientesVendas';
import { usePodeChamar } from '../../../registro/usePodeChamar';
import { SecaoCompras } from './compras/SecaoCompras';

const SECOES: readonly SecaoExtra[] = [{ chave: 'compras', Componente: SecaoCompras }];

/** The generated client record with its purchases (for users who may read the orders). */
export default function FichaClienteVendas() {
  return <MostrarRecurso secoesExtras={usePodeChamar(ROTAS_CLIENTES_VENDAS.doCliente) ? SECOES : undefined} />;
}
