import { useState } from 'react';
import type { z } from 'zod/mini';
import { formErrorsFrom, resolveErrorMessage } from '../http';
import { errosDoSchema, type ErrosDeCampo } from './validarFormulario';

/**
 * The states of a sign-in side form: field errors (from the schema, or from the server's
 * validation.body.keys), a general error, busy, and the success message.
 */
export function useEnvioFormulario<S extends z.ZodMiniType>(schema: S, enviar: (dados: z.infer<S>) => Promise<string>) {
  const [erros, setErros] = useState<ErrosDeCampo>({});
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [sucesso, setSucesso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const submeter = async (dados: unknown) => {
    setErroGeral(null);
    setSucesso(null);
    const invalidos = errosDoSchema(schema, dados);
    setErros(invalidos ?? {});
    if (invalidos) return;
    setEnviando(true);
    try {
      setSucesso(await enviar(schema.parse(dados)));
    } catch (erro) {
      setErros(formErrorsFrom(erro) ?? {});
      setErroGeral(resolveErrorMessage(erro));
    } finally {
      setEnviando(false);
    }
  };

  return { erros, erroGeral, sucesso, enviando, submeter };
}
