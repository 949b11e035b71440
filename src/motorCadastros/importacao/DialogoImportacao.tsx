import { useRef, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useNotify, useRefresh, useResourceContext } from 'react-admin';
import { ImportacaoRecusada, LIMITES_PLANILHA, type ResultadoImportacao } from '@retaguarda/contrato/recursos/planilha';
import { formatNumero } from '@retaguarda/contrato/br/numeros';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { HttpError, resolveErrorMessage } from '../../http';
import { salvarArquivo } from '../../modulos/vendas/gestao-pedidos/salvarArquivo';
import type { ArquivoImportacao } from '../dados/provedorDoRecurso';
import { quantidade } from '../lista/InativarEmLote';
import { useProvedorDoRecurso } from '../mostrar/useProvedorDoRecurso';
import { ACEITOS, lerBytes, modeloCsv, nomeDoModelo, problemaDoArquivo, tipoDoArquivo } from './arquivo';
import { ResumoConferencia } from './ResumoConferencia';

type Arquivo = ArquivoImportacao & { nome: string };

/**
 * Importing a spreadsheet: the file is checked first (a dry run: counts and every error by line
 * and column), and only a file without errors can be imported, all of it at once. Closes on
 * success with a notice, the list refreshed.
 */
export default function DialogoImportacao({ recurso, onFechar }: { recurso: Recurso; onFechar: () => void }) {
  const resource = useResourceContext() ?? recurso.nome;
  const provedor = useProvedorDoRecurso();
  const notify = useNotify();
  const refresh = useRefresh();
  const telaCheia = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const entrada = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<Arquivo | null>(null);
  const [resultado, setResultado] = useState<ResultadoImportacao | null>(null);
  const [ocupado, setOcupado] = useState<'conferindo' | 'importando' | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const g = recurso.rotulo.genero;

  const escolher = async (escolhido: File | undefined) => {
    if (entrada.current) entrada.current.value = '';
    if (!escolhido) return;
    setResultado(null);
    setArquivo(null);
    const problema = problemaDoArquivo(escolhido);
    const tipo = tipoDoArquivo(escolhido.name);
    if (problema || !tipo) {
      setErro(problema);
      return;
    }
    setErro(null);
    setOcupado('conferindo');
    try {
      const lido: Arquivo = { nome: escolhido.name, tipo, bytes: await lerBytes(escolhido) };
      setArquivo(lido);
      setResultado((await provedor.importar(resource, { ...lido, simular: true })) as ResultadoImportacao);
    } catch (e) {
      setErro(resolveErrorMessage(e));
    } finally {
      setOcupado(null);
    }
  };

  const importar = async () => {
    if (!arquivo) return;
    setOcupado('importando');
    setErro(null);
    try {
      const r = await provedor.importar(resource, { ...arquivo, simular: false });
      const criados = 'criados' in r ? r.criados : 0;
      notify(`${quantidade(recurso, criados)} importad${g}${criados === 1 ? '' : 's'}`, { type: 'success' });
      refresh();
      onFechar();
    } catch (e) {
      // someone else may have taken a unique value since the check: the refusal lists it
      const recusa = e instanceof HttpError ? ImportacaoRecusada.safeParse(e.body) : null;
      if (recusa?.success) setResultado(recusa.data);
      setErro(resolveErrorMessage(e));
    } finally {
      setOcupado(null);
    }
  };

  const podeImportar = resultado !== null && resultado.total_erros === 0 && resultado.validas > 0 && ocupado === null;
  return (
    <Dialog open onClose={ocupado ? undefined : onFechar} fullScreen={telaCheia} fullWidth maxWidth="md" aria-labelledby="titulo-importacao">
      <DialogTitle id="titulo-importacao">Importar {recurso.rotulo.plural.toLowerCase()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Envie uma planilha .csv (separada por ; ou ,) ou .xlsx com os nomes das colunas na primeira linha e um registro por linha, até{' '}
            {formatNumero(LIMITES_PLANILHA.importacaoLinhas)} linhas e {LIMITES_PLANILHA.importacaoBytes / 1024 / 1024} MB. A planilha é
            conferida antes: nada é gravado enquanto houver erros. A importação só cria registros novos.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'center' }}>
            <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => entrada.current?.click()} disabled={ocupado !== null}>
              {arquivo || erro ? 'Escolher outro arquivo' : 'Escolher arquivo'}
            </Button>
            <Button onClick={() => salvarArquivo(modeloCsv(recurso), nomeDoModelo(recurso))}>Baixar planilha modelo</Button>
            <input
              ref={entrada}
              type="file"
              accept={ACEITOS}
              hidden
              aria-label="Arquivo da planilha"
              onChange={(e) => void escolher(e.target.files?.[0])}
            />
          </Stack>
          {arquivo ? (
            <Typography variant="body2">
              Arquivo: <strong>{arquivo.nome}</strong>
            </Typography>
          ) : null}
          {ocupado ? (
            <Stack direction="row" spacing={1} alignItems="center" role="status">
              <CircularProgress size={20} aria-hidden />
              <Typography variant="body2">{ocupado === 'conferindo' ? 'Conferindo a planilha…' : `Importando ${quantidade(recurso, resultado?.validas ?? 0)}…`}</Typography>
            </Stack>
          ) : null}
          {erro ? <Alert severity="error">{erro}</Alert> : null}
          {resultado && ocupado !== 'conferindo' ? <ResumoConferencia recurso={recurso} resultado={resultado} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} disabled={ocupado !== null}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void importar()} disabled={!podeImportar}>
          {podeImportar ? `Importar ${quantidade(recurso, resultado.validas)}` : 'Importar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
