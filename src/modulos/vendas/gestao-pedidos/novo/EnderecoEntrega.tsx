import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { UFS_BR } from '@retaguarda/contrato/api/pedidoDetalhe';
import { aplicarMascara, MASCARA_CEP } from '../../../../br/masks';
import type { Rascunho } from './rascunho';

type Entrega = Rascunho['entrega'];

/**
 * The delivery address and the freight: their own file, loaded when 'Entregar no endereço' is
 * chosen, with the CEP's mask (imask) that only they use on the order's assembly.
 */
export default function EnderecoEntrega({ entrega, onChange, erros }: { entrega: Entrega; onChange: (e: Entrega) => void; erros: Record<string, string> }) {
  const e = entrega.endereco;
  const campo = (nome: keyof Entrega['endereco']) => ({
    value: e[nome],
    onChange: (ev: { target: { value: string } }) => onChange({ ...entrega, endereco: { ...e, [nome]: nome === 'cep' ? aplicarMascara(MASCARA_CEP, ev.target.value) : ev.target.value } }),
    error: Boolean(erros[nome]),
    helperText: erros[nome],
    size: 'small' as const,
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } }}>
      <TextField label="CEP" {...campo('cep')} required sx={{ gridColumn: { sm: 'span 2' } }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextField label="Logradouro" {...campo('logradouro')} required sx={{ gridColumn: { sm: 'span 4' } }} />
      <TextField label="Número" {...campo('numero')} required sx={{ gridColumn: { sm: 'span 2' } }} />
      <TextField label="Complemento" {...campo('complemento')} sx={{ gridColumn: { sm: 'span 4' } }} />
      <TextField label="Bairro" {...campo('bairro')} required sx={{ gridColumn: { sm: 'span 2' } }} />
      <TextField label="Cidade" {...campo('cidade')} required sx={{ gridColumn: { sm: 'span 3' } }} />
      <TextField select label="UF" {...campo('uf')} required sx={{ gridColumn: { sm: 'span 1' } }}>
        {UFS_BR.map((uf) => (
          <MenuItem key={uf} value={uf}>
            {uf}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Frete (R$)"
        value={entrega.frete}
        onChange={(ev) => onChange({ ...entrega, frete: ev.target.value.replace(/[^\d,.]/g, '').slice(0, 10) })}
        error={Boolean(erros.frete)}
        helperText={erros.frete ?? 'Ex.: 19,90'}
        size="small"
        sx={{ gridColumn: { sm: 'span 2' } }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Box>
  );
}
