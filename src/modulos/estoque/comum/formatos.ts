import { TIPOS_MOVIMENTO, type TipoMovimento } from '@retaguarda/contrato/api/estoque';
import { formatInteiro } from '@retaguarda/contrato/br/numeros';

/** Units as staff read them: 1.234. */
export const formatUnidades = formatInteiro;

/** A movement's quantity with its sign: +5, −3. */
export const formatQuantidadeMovimento = (n: number): string => (n > 0 ? `+${formatInteiro(n)}` : `−${formatInteiro(-n)}`);

export const rotuloTipo = (t: TipoMovimento): string => TIPOS_MOVIMENTO[t];

/** The stores the user may see, as the session's start data lists them. */
export interface Loja {
  id: number;
  nome: string;
}
