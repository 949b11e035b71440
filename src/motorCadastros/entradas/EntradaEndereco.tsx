import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useFormState } from 'react-hook-form';
import { SelectInput, TextInput } from 'react-admin';
import { UFS_BR } from '@retaguarda/contrato/api/pedidoDetalhe';
import type { ParteEndereco } from '@retaguarda/contrato/recursos/campos';
import { CepInput } from '../../br/inputs';
import { validadorParteEndereco } from '../formulario/validacao';
import type { PropsEntrada } from './tipos';

const CHOICES_UF = UFS_BR.map((uf) => ({ id: uf, name: uf }));

const ROTULOS: Record<ParteEndereco, string> = {
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
};

/** A message the server put on the whole address (its 400 names the field, not the part). */
function erroDoGrupo(erros: Record<string, unknown>, nome: string): string | undefined {
  const e = erros[nome] as { message?: unknown } | undefined;
  return typeof e?.message === 'string' ? e.message : undefined;
}

/**
 * A full address as seven inputs kept in one value `{ cep, logradouro, numero, complemento,
 * bairro, cidade, uf }`, as the API carries it; left empty it is no address at all.
 */
export function EntradaEndereco({ nome, campo, ajuda }: PropsEntrada<'endereco'>) {
  const idTitulo = useId();
  const { errors } = useFormState({ name: nome });
  const erro = erroDoGrupo(errors, nome);
  const parte = (p: ParteEndereco) => ({ source: `${nome}.${p}`, label: ROTULOS[p], validate: validadorParteEndereco(nome, campo, p) });
  return (
    <Box component="fieldset" aria-labelledby={idTitulo} sx={{ border: 0, p: 0, m: 0, minWidth: 0, gridColumn: '1 / -1' }}>
      {/* Under a section of the same name the legend would repeat its title: screen readers
          still hear it, the eye sees the title once. */}
      <Typography id={idTitulo} component="legend" variant="subtitle2" color="text.secondary" sx={campo.secao === campo.rotulo ? visuallyHidden : { mb: 1 }}>
        {campo.rotulo}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }}>
        <CepInput {...parte('cep')} />
        <TextInput {...parte('logradouro')} sx={{ gridColumn: { sm: 'span 2' } }} />
        <TextInput {...parte('numero')} />
        <TextInput {...parte('complemento')} sx={{ gridColumn: { sm: 'span 2' } }} />
        <TextInput {...parte('bairro')} />
        <TextInput {...parte('cidade')} />
        <SelectInput {...parte('uf')} choices={CHOICES_UF} emptyText="—" />
      </Box>
      {erro || ajuda ? <FormHelperText error={Boolean(erro)}>{erro ?? ajuda}</FormHelperText> : null}
    </Box>
  );
}
