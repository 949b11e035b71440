import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Stack } from '@mui/material';
import { Form } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api/envelope';
import { formErrorsFrom, HttpError } from '../http';
import { BotaoEnviar } from './BotaoEnviar';
import { resolverConta, type OpcoesResolver } from './resolverConta';

export interface FormularioContaProps {
  /** The form's schema (the shared body, plus the confirmation when there is one). */
  schema: z.ZodMiniType;
  /** Common-password list and confirmation field (forms with a new password); a constant. */
  opcoes?: OpcoesResolver;
  /** Constant: react-admin resets the form when these change. */
  valoresIniciais: FieldValues;
  /** The fields on screen: the server's validation.body.keys among them land on the fields. */
  campos: readonly string[];
  /** Sends the valid values (still unparsed). The page shows its own success state. */
  enviar: (valores: FieldValues) => Promise<void>;
  /** Errors the page turns into a state of its own (the reset link's); true when handled. */
  tratarErro?: (erro: unknown) => boolean;
  rotulo: string;
  rotuloEnviando: string;
  children: ReactNode;
}

function BotaoDoFormulario({ rotulo, rotuloEnviando }: { rotulo: string; rotuloEnviando: string }) {
  const { isSubmitting } = useFormState();
  return <BotaoEnviar enviando={isSubmitting} rotulo={rotulo} rotuloEnviando={rotuloEnviando} />;
}

/**
 * The account forms' shell: react-admin's <Form> (so the src/br inputs work) validated by the
 * shared schema on blur and on submit, a busy button while checking and sending, the server's
 * field errors on their fields and any other error (429 included) in an alert.
 */
export function FormularioConta(props: FormularioContaProps) {
  const { schema, opcoes, valoresIniciais, campos, enviar, tratarErro, rotulo, rotuloEnviando, children } = props;
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const resolver = useMemo(() => resolverConta(schema, opcoes), [schema, opcoes]);

  const submeter = async (valores: FieldValues): Promise<Record<string, string> | undefined> => {
    setErroGeral(null);
    try {
      await enviar(valores);
      return undefined;
    } catch (erro) {
      if (tratarErro?.(erro)) return undefined;
      const erros = formErrorsFrom(erro) ?? {};
      const nosCampos = Object.fromEntries(Object.entries(erros).filter(([campo]) => campos.includes(campo)));
      const todosNosCampos = Object.keys(erros).length > 0 && Object.keys(nosCampos).length === Object.keys(erros).length;
      if (!todosNosCampos) setErroGeral(erro instanceof HttpError ? erro.message : MENSAGEM_PADRAO_ERRO);
      return nosCampos;
    }
  };

  return (
    <Form
      defaultValues={valoresIniciais}
      resolver={resolver}
      mode="onTouched"
      onSubmit={submeter}
      noValidate
      disableInvalidFormNotification
    >
      <Stack spacing={2}>
        {erroGeral && <Alert severity="error">{erroGeral}</Alert>}
        {children}
        <BotaoDoFormulario rotulo={rotulo} rotuloEnviando={rotuloEnviando} />
      </Stack>
    </Form>
  );
}
