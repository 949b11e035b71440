import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import { SecaoCartao } from '../formulario/SecaoCartao';
import { secoesDoRecurso } from '../formulario/secoes';

/**
 * A label and its value, as a row of a description list; a narrow screen stacks them. `oculto`:
 * the section's title already says the label (the address under 'Endereço'), so the eye reads it
 * once and the value takes the row; screen readers still hear the term.
 */
function Linha({ rotulo, valor, oculto = false }: { rotulo: string; valor: string; oculto?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: oculto ? 'minmax(0, 1fr)' : { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, 35%) minmax(0, 1fr)' }, columnGap: 2, py: 0.5 }}>
      <Box component="dt" sx={oculto ? visuallyHidden : { color: 'text.secondary' }}>
        {rotulo}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {valor}
      </Box>
    </Box>
  );
}

/** The declared sections with each field's label and value, documents whole, '—' where empty. */
export function SecoesDoRegistro({ recurso, registro }: { recurso: Recurso; registro: Registro }) {
  return (
    <>
      {secoesDoRecurso(recurso).map((s) => (
        <SecaoCartao key={s.titulo} titulo={s.titulo}>
          <Box component="dl" sx={{ m: 0 }}>
            {s.campos.map(([nome, campo]) => (
              <Linha
                key={nome}
                rotulo={campo.rotulo}
                oculto={s.campos.length === 1 && campo.rotulo === s.titulo}
                valor={formatarValor(campo, registro[nome] as ValorCampo | undefined, { titulo: registro.titulos[nome] }) || '—'}
              />
            ))}
          </Box>
        </SecaoCartao>
      ))}
    </>
  );
}
