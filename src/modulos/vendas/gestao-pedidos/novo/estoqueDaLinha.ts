// the same units as the stock screens (their formatUnidades), without their module's stock schemas
import { formatInteiro as formatUnidades } from '@retaguarda/contrato/br/numeros';

/** The units a store has of a product, as the search and each line show them. */
export const rotuloEstoque = (disponivel: number): string => (disponivel > 0 ? `${formatUnidades(disponivel)} em estoque` : 'Sem estoque');

export interface AvisoEstoque {
  texto: string;
  /** The store refuses the sale ('vender sem estoque' off): the order would not be created. */
  impede: boolean;
}

/** Why a line's quantity is more than the store has; null when it is not. */
export function avisoDeEstoque(quantidade: number, disponivel: number, vendeSemEstoque: boolean): AvisoEstoque | null {
  if (quantidade <= disponivel) return null;
  const ha = disponivel <= 0 ? 'Sem estoque nesta loja' : disponivel === 1 ? 'Só há 1 unidade nesta loja' : `Só há ${formatUnidades(disponivel)} unidades nesta loja`;
  return vendeSemEstoque
    ? { texto: `${ha}: a loja vende sem estoque e o saldo ficará negativo`, impede: false }
    : { texto: `${ha}: diminua a quantidade ou venda por outra loja`, impede: true };
}
