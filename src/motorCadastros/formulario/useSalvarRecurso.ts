import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { useCreate, useCreatePath, useNotify, useResourceContext, useUpdate } from 'react-admin';
import { MENSAGENS_RECURSO } from '@retaguarda/contrato/recursos/mensagens';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { HttpError, resolveErrorMessage } from '../../http';
import type { ResultadoSalvar } from './FormularioRecurso';
import { corpoDoFormulario, errosDoServidor } from './validacao';

/** The version moved under the form: the one refusal the edit screen answers with its dialog. */
export const versaoMudou = (recurso: Recurso, erro: unknown): boolean =>
  erro instanceof HttpError && erro.status === 409 && erro.message === MENSAGENS_RECURSO.versaoMudou(recurso);

/**
 * Create or edit through the resource's data provider, then the toast ('Cliente criado') and the
 * record page; a refusal tied to fields goes back to the form, any other is a toast — except the
 * version conflict, handed to `aoConflito` with the form left as typed.
 */
export function useSalvarRecurso(recurso: Recurso, edicao?: { registro: Registro; aoConflito: () => void }) {
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [criar] = useCreate();
  const [atualizar] = useUpdate();

  return useCallback(
    async (valores: FieldValues): Promise<ResultadoSalvar> => {
      const corpo = corpoDoFormulario(recurso, valores);
      try {
        const salvo = edicao
          ? await atualizar(
              resource,
              { id: edicao.registro.id, data: { ...corpo, version: edicao.registro.version }, previousData: edicao.registro },
              { mutationMode: 'pessimistic', returnPromise: true },
            )
          : await criar(resource, { data: corpo }, { returnPromise: true });
        notify(edicao ? MENSAGENS_RECURSO.salvo(recurso) : MENSAGENS_RECURSO.criado(recurso), { type: 'success' });
        const id = (salvo as { id: number }).id;
        return { ir: () => navigate(createPath({ resource, type: 'show', id })) };
      } catch (erro) {
        if (edicao && versaoMudou(recurso, erro)) {
          edicao.aoConflito();
          return null;
        }
        const erros = errosDoServidor(erro);
        if (erros) return { erros };
        notify(resolveErrorMessage(erro), { type: 'error' });
        return null;
      }
    },
    [recurso, edicao, atualizar, criar, resource, notify, navigate, createPath],
  );
}
