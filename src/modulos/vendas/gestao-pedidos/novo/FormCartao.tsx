import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { opcoesDeParcelamento, type RegraParcelamento } from '@retaguarda/contrato/api/parcelamento';
import { cardBrand } from '@retaguarda/contrato/br/cardBrand';
import { formatCentavos } from '@retaguarda/contrato/br/money';
import { aplicarMascara, MASCARA_CARTAO } from '../../../../br/masks';
import { cartoesDoCliente } from './api';
import { useCanal } from '../../../../dataProvider/useCanal';

export interface DadosCartao {
  /** null: a new card typed below; else the saved card's id. */
  salvo: number | null;
  numero: string;
  titular: string;
  validade: string;
  cvv: string;
  parcelas: number;
  salvar: boolean;
}

export const CARTAO_VAZIO: DadosCartao = { salvo: null, numero: '', titular: '', validade: '', cvv: '', parcelas: 1, salvar: false };

interface Props {
  dados: DadosCartao;
  onChange: (d: DadosCartao) => void;
  credito: boolean;
  valorCentavos: number;
  regra: RegraParcelamento;
  idCliente: number | null;
  erros: Record<string, string>;
}

/** A card: a saved one of the client, or a new one (number grouped by brand, MM/AA, CVV by brand, installments). */
export function FormCartao({ dados: d, onChange, credito, valorCentavos, regra, idCliente, erros }: Props) {
  const canal = useCanal();
  const salvos = useQuery({ queryKey: ['novoPedido', 'cartoes', idCliente], queryFn: ({ signal }) => cartoesDoCliente(canal, idCliente ?? 0, signal), enabled: idCliente !== null });
  const marca = cardBrand(d.numero);
  const opcoes = credito && valorCentavos > 0 ? opcoesDeParcelamento(valorCentavos, regra) : [];
  const set = (parte: Partial<DadosCartao>) => onChange({ ...d, ...parte });
  // a lower value offers fewer installments: what is sent is always what is shown
  const maximo = opcoes.length;
  useEffect(() => {
    if (maximo > 0 && d.parcelas > maximo) onChange({ ...d, parcelas: maximo });
  }, [maximo, d, onChange]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {(salvos.data?.length ?? 0) > 0 && (
        <RadioGroup value={d.salvo === null ? 'novo' : String(d.salvo)} onChange={(e) => set({ salvo: e.target.value === 'novo' ? null : Number(e.target.value) })} aria-label="Cartão">
          {salvos.data?.map((c) => (
            <FormControlLabel key={c.id} value={String(c.id)} control={<Radio />} label={`${c.bandeira} •••• ${c.ultimos4} · validade ${c.validade} · ${c.titular}`} />
          ))}
          <FormControlLabel value="novo" control={<Radio />} label="Outro cartão" />
        </RadioGroup>
      )}
      {d.salvo === null && (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
          <TextField
            label="Número do cartão"
            value={d.numero}
            onChange={(e) => set({ numero: aplicarMascara(MASCARA_CARTAO, e.target.value) })}
            error={Boolean(erros.numero)}
            helperText={erros.numero ?? (marca === 'Unknown' ? ' ' : marca)}
            size="small"
            autoComplete="off"
            sx={{ gridColumn: { xs: 'span 2', sm: 'span 1' } }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Número do cartão' } }}
          />
          <TextField
            label="Validade"
            placeholder="MM/AA"
            value={d.validade}
            onChange={(e) => {
              const dig = e.target.value.replace(/\D/g, '').slice(0, 4);
              set({ validade: dig.length > 2 ? `${dig.slice(0, 2)}/${dig.slice(2)}` : dig });
            }}
            error={Boolean(erros.validade)}
            helperText={erros.validade ?? ' '}
            size="small"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="CVV"
            value={d.cvv}
            onChange={(e) => set({ cvv: e.target.value.replace(/\D/g, '').slice(0, marca === 'American Express' ? 4 : 3) })}
            error={Boolean(erros.cvv)}
            helperText={erros.cvv ?? (marca === 'American Express' ? '4 dígitos' : '3 dígitos')}
            size="small"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="Nome impresso no cartão"
            value={d.titular}
            onChange={(e) => set({ titular: e.target.value.toUpperCase() })}
            error={Boolean(erros.titular)}
            helperText={erros.titular ?? ' '}
            size="small"
            autoComplete="off"
            sx={{ gridColumn: 'span 2' }}
          />
          {idCliente !== null && <FormControlLabel control={<Switch checked={d.salvar} onChange={(e) => set({ salvar: e.target.checked })} />} label="Guardar para as próximas compras" />}
        </Box>
      )}
      {credito && opcoes.length > 0 && (
        <TextField select label="Parcelas" value={Math.min(d.parcelas, maximo)} onChange={(e) => set({ parcelas: Number(e.target.value) })} size="small" sx={{ maxWidth: 360 }}>
          {opcoes.map((o) => (
            <MenuItem key={o.parcelas} value={o.parcelas}>
              {o.parcelas}x de {formatCentavos(o.valor_parcela)}
              {o.juros === 0 ? ' sem juros' : ` (total ${formatCentavos(o.total)})`}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
