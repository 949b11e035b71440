/**
 * The register routes a screen calls through the channel beyond react-admin's methods, each with
 * the schemas the contract has for it: rotasDoRecurso gives a route's method, path and access, not
 * its payloads. The writes of custom fields answer nothing the screens read, so theirs go unparsed.
 */
import { z } from 'zod/mini';
import { envelope } from '@retaguarda/contrato/api/envelope';
import { IdRegistroParams, RegistroBase } from '@retaguarda/contrato/recursos/esquemas';
import { CampoPersonalizado, CorpoCriarCampo, CorpoEditarCampo, CorpoRemoverCampo } from '@retaguarda/contrato/recursos/personalizados';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';

export function endpointsDoRecurso(recurso: Pick<Recurso, 'nome' | 'caminho' | 'caminhoConsulta' | 'permissoes' | 'escopo'>) {
  const rotas = rotasDoRecurso(recurso);
  return {
    obter: { ...rotas.obter, parametros: IdRegistroParams, resposta: envelope(RegistroBase) },
    campos: { ...rotas.campos, resposta: envelope(z.array(CampoPersonalizado)) },
    criarCampo: { ...rotas.criarCampo, corpo: CorpoCriarCampo, resposta: undefined },
    editarCampo: { ...rotas.editarCampo, parametros: IdRegistroParams, corpo: CorpoEditarCampo, resposta: undefined },
    removerCampo: { ...rotas.removerCampo, parametros: IdRegistroParams, corpo: CorpoRemoverCampo, resposta: undefined },
  };
}
