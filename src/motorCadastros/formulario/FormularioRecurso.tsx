import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SaveIcon from '@mui/icons-material/Save';
import { useFormState, type FieldValues } from 'react-hook-form';
import { Form } from 'react-admin';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { EntradaCampo, ocupaLinhaInteira } from '../entradas';
import { CampoSomenteLeitura } from './CampoSomenteLeitura';
import { SecaoCartao } from './SecaoCartao';
import { secoesDoRecurso } from './secoes';
import { useAvisoAoSair } from './useAvisoAoSair';
import { validadorDoCampo } from './validacao';

/** What a save answers the form: messages to put under fields, or where to go now that it is saved. */
export type ResultadoSalvar = { erros: Record<string, string> } | { ir: () => void } | null;

export interface FormularioRecursoProps {
  recurso: Recurso;
  /** The record being edited (its values fill the form; its read-only fields are shown). */
  registro?: Record<string, unknown>;
  valoresIniciais?: Record<string, unknown>;
  salvar: (valores: FieldValues) => Promise<ResultadoSalvar>;
  cancelar: () => void;
  /** Shown above the sections (a conflict's dialog lives beside the form, not in it). */
  children?: ReactNode;
}

const GRADE = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 } as const;

function Secoes({ recurso, edicao }: { recurso: Recurso; edicao: boolean }) {
  // On create a read-only field has nothing to show yet.
  const secoes = secoesDoRecurso(recurso, (c) => edicao || !c.somenteLeitura);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {secoes.map((s) => (
        <SecaoCartao key={s.titulo} titulo={s.titulo}>
          <Box sx={GRADE}>
            {s.campos.map(([nome, campo]) => (
              <Box key={nome} sx={{ minWidth: 0, gridColumn: ocupaLinhaInteira(campo.tipo) ? '1 / -1' : undefined, '& .MuiFormControl-root': { width: '100%' } }}>
                {campo.somenteLeitura ? (
                  <CampoSomenteLeitura nome={nome} campo={campo} />
                ) : (
                  <EntradaCampo nome={nome} campo={campo} validate={validadorDoCampo(campo)} ajuda={campo.ajuda} />
                )}
              </Box>
            ))}
          </Box>
        </SecaoCartao>
      ))}
    </Box>
  );
}

/** Salvar and Cancelar, and the guard that asks before unsaved changes are left behind. */
function Rodape({ cancelar, aoLiberar }: { cancelar: () => void; aoLiberar: (liberar: () => void) => void }) {
  const { isDirty, isSubmitting } = useFormState();
  const { liberar } = useAvisoAoSair(isDirty);
  aoLiberar(liberar);
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 2 }}>
      <Button onClick={cancelar}>Cancelar</Button>
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveIcon />}
      >
        Salvar
      </Button>
    </Box>
  );
}

/**
 * The create and edit form of a declared resource: its sections as cards, each field's input with
 * its label, required mark and help, checked by the server's own schemas before anything is
 * sent; the server's refusals land under their fields with what was typed kept.
 */
export function FormularioRecurso({ recurso, registro, valoresIniciais, salvar, cancelar, children }: FormularioRecursoProps) {
  const liberar = useRef<() => void>(() => undefined);
  const enviar = async (valores: FieldValues) => {
    const resultado = await salvar(valores);
    if (resultado && 'erros' in resultado) return resultado.erros;
    if (resultado && 'ir' in resultado) {
      liberar.current();
      resultado.ir();
    }
    return undefined;
  };
  return (
    <Form record={registro} defaultValues={valoresIniciais} onSubmit={enviar} sanitizeEmptyValues={false} noValidate>
      {children}
      <Secoes recurso={recurso} edicao={registro !== undefined} />
      <Rodape cancelar={cancelar} aoLiberar={(l) => (liberar.current = l)} />
    </Form>
  );
}
