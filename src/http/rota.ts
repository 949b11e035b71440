import { caminhoDe, type Rota } from '@retaguarda/contrato/recursos/rotas';
import { request, requestJson, type RequestOptions } from './client';

export interface RotaOptions extends Omit<RequestOptions, 'method'> {
  /** The values of the route's `:name` parameters. */
  parametros?: Record<string, string | number>;
}

const opcoesDe = (rota: Rota, { parametros, ...opcoes }: RotaOptions): [string, RequestOptions] => [
  caminhoDe(rota, parametros),
  { ...opcoes, method: rota.metodo },
];

/** request() for a route of the contract (a module's endpoints, rotasDoRecurso): its method, its path with the parameters filled. */
export function requestRota(rota: Rota, opcoes: RotaOptions = {}): Promise<Response> {
  return request(...opcoesDe(rota, opcoes));
}

/** requestJson() for a route of the contract. */
export function requestRotaJson<T>(rota: Rota, opcoes: RotaOptions = {}): Promise<T> {
  return requestJson<T>(...opcoesDe(rota, opcoes));
}
