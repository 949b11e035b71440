import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { formatNumero } from '@retaguarda/contrato/br/numeros';
import type { ResultadoImportacao } from '@retaguarda/contrato/recursos/planilha';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { quantidade } from '../lista/InativarEmLote';
import { TabelaErros } from './TabelaErros';

const plural = (n: number, um: string, varios: string) => `${formatNumero(n)} ${n === 1 ? um : varios}`;

/** What the dry run found: how many rows, how many ready, and the errors to fix first. */
export function ResumoConferencia({ recurso, resultado }: { recurso: Recurso; resultado: ResultadoImportacao }) {
  const { linhas, validas, total_erros } = resultado;
  const g = recurso.rotulo.genero;
  const contagem = `${plural(linhas, 'linha lida', 'linhas lidas')}, ${plural(validas, 'pronta', 'prontas')} para importar.`;
  if (total_erros === 0) {
    return (
      <Alert severity="success">
        {contagem} Nenhum erro encontrado: {validas === 1 ? `1 ${recurso.rotulo.singular.toLowerCase()} nov${g} será criad${g}` : `${quantidade(recurso, validas)} nov${g}s serão criad${g}s`}.
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      <Alert severity="warning">
        {contagem} {plural(total_erros, 'erro encontrado', 'erros encontrados')}: corrija a planilha e escolha o arquivo de novo. Nada será gravado enquanto houver erros.
      </Alert>
      <TabelaErros resultado={resultado} />
    </Stack>
  );
}
