import type { Validator } from 'react-admin';
import type { Campo, CampoDoTipo, TipoCampo } from '@retaguarda/contrato/recursos/campos';

/** What every input of a field receives: its name in the form, its declaration and its check. */
export interface PropsEntrada<T extends TipoCampo = TipoCampo> {
  nome: string;
  campo: CampoDoTipo<T>;
  validate: Validator;
  /** The declared help text (`ajuda`), shown under the input until an error takes its place. */
  ajuda?: string;
}

export type PropsEntradaQualquer = Omit<PropsEntrada, 'campo'> & { campo: Campo };
