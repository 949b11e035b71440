import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { LARGURAS_WIDGET, type WidgetPessoal } from '@retaguarda/contrato/api/paineisPessoais';
import { WidgetDeclarado } from '../relatorios/widgets/WidgetDeclarado';
import { RELATORIOS_DECLARADOS } from './relatorios';
import { ehComparacao, periodoDoWidget, widgetDoPainel } from './widgetDoPainel';

const MOTIVOS: Record<Exclude<WidgetPessoal['estado'], 'ok'>, string> = {
  sem_acesso: 'Sem acesso: você não tem a permissão do relatório deste widget.',
  consulta_removida: 'A consulta salva deste widget foi removida ou deixou de ser compartilhada.',
};

export interface AcoesDoWidget {
  primeiro: boolean;
  ultimo: boolean;
  mover: (delta: -1 | 1) => void;
  redimensionar: (largura: number) => void;
  desafixar: () => void;
  ocupado: boolean;
}

function Aviso({ w, texto }: { w: WidgetPessoal; texto: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={w.titulo} sx={{ p: 2, height: '100%', boxSizing: 'border-box' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {w.titulo}
      </Typography>
      <Alert severity="info" sx={{ mt: 1 }}>
        {texto}
      </Alert>
    </Paper>
  );
}

/** One pinned view: drawn by the declared widget when the viewer may open its report, otherwise why not. */
export function WidgetFixado({ w, acoes }: { w: WidgetPessoal; acoes: AcoesDoWidget | null }) {
  const d = w.relatorio === null ? undefined : RELATORIOS_DECLARADOS[w.relatorio];
  const pedida = w.corpo?.comparacao;
  const comparacao = ehComparacao(pedida) ? pedida : 'nenhuma';
  return (
    <Box sx={{ gridColumn: { xs: 'auto', md: `span ${w.largura}` }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {w.estado !== 'ok' ? (
        <Aviso w={w} texto={MOTIVOS[w.estado]} />
      ) : d ? (
        <WidgetDeclarado widget={widgetDoPainel(w, d)} declaracao={d} periodo={periodoDoWidget(w, d)} comparacao={comparacao} />
      ) : (
        <Aviso w={w} texto="O relatório deste widget não existe mais." />
      )}
      {acoes && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} role="group" aria-label={`Arrumar ${w.titulo}`}>
          <Tooltip title="Mover para antes">
            <span>
              <IconButton size="small" aria-label={`Mover ${w.titulo} para antes`} disabled={acoes.primeiro || acoes.ocupado} onClick={() => acoes.mover(-1)}>
                <ArrowBackIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Mover para depois">
            <span>
              <IconButton size="small" aria-label={`Mover ${w.titulo} para depois`} disabled={acoes.ultimo || acoes.ocupado} onClick={() => acoes.mover(1)}>
                <ArrowForwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <TextField
            select
            size="small"
            label="Largura"
            value={w.largura}
            disabled={acoes.ocupado}
            onChange={(e) => acoes.redimensionar(Number(e.target.value))}
            sx={{ minWidth: 110 }}
          >
            {LARGURAS_WIDGET.map((l) => (
              <MenuItem key={l} value={l}>
                {l} colunas
              </MenuItem>
            ))}
          </TextField>
          <Tooltip title="Desafixar">
            <span>
              <IconButton size="small" aria-label={`Desafixar ${w.titulo}`} disabled={acoes.ocupado} onClick={acoes.desafixar} sx={{ ml: 'auto' }}>
                <PushPinOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
