import { TIPOS_MOVIMENTO, type TipoMovimento } from '@retaguarda/contrato/api/estoque';

const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** Units as staff read them: 1.234. */
export const formatUnidades = (n: number): string => inteiro.format(n);

/** A movement's quantity with its sign: +5, −3. */
export const formatQuantidadeMovimento = (n: number): string => (n > 0 ? `+${inteiro.format(n)}` : `−${inteiro.format(-n)}`);

export const rotuloTipo = (t: TipoMovimento): string => TIPOS_MOVIMENTO[t];

/** The stores the user may see, as the session's start data lists them. */
export interface Loja {
  id: number;
  nome: string;
}
