import { lazy, memo, Suspense, useState, type ReactNode } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useListContext, useResourceContext } from 'react-admin';
import { camposCom, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { Dica } from '../../layout/Dica';
import { BotaoColunas } from '../../reactAdmin/colunasSobDemanda';
import { useSessao } from '../../session/store';
import { BotaoImportar } from '../importacao/BotaoImportar';
import { ROTA_CONFIGURACOES } from '../telas';
import { usePermissoesRecurso } from '../usePermissoesRecurso';
import { BotaoExportar } from './BotaoExportar';
import { BuscaRapida } from './BuscaRapida';
import { ChipsFiltros } from './ChipsFiltros';
import { chaveColunas } from './colunas';
import { temFiltroAtivo, useLimparFiltros } from './filtroPadrao';
import { MenuOrdenarRecurso } from './MenuOrdenarRecurso';
import { ParametrosDaLista } from './ParametrosDaLista';
import { SituacaoSwitch } from './SituacaoSwitch';

// The drawer (MUI's Drawer, the saved queries and their dialogs) and its form load when 'Filtros'
// is first pointed at, focused or pressed: most visits never filter, and none needs it to show the rows.
const carregarPainel = () => import('./PainelFiltros');
const PainelFiltros = lazy(carregarPainel);
const precarregarPainel = () => {
  carregarPainel().then(
    (m) => m.precarregarFormulario(),
    () => {
      // a head start only: the drawer's own Suspense loads (and reports) it again
    },
  );
};

/**
 * Above the list: the quick search, the filters (a drawer, so the table keeps the page's width),
 * the Ativos/Inativos/Todos switch, the spreadsheet export and import (for whoever holds the read
 * or write key), the column chooser (the sort menu on a phone), 'Configurações do cadastro' (the
 * custom fields) for an admin, and the active filters as chips. `ferramentas` replaces the tools
 * on the right (the catalogue's cards keep only the sort menu, having no columns to sort by).
 */
export const BarraLista = memo(function BarraLista(props: PropsBarra) {
  return (
    <ParametrosDaLista>
      <Barra {...props} />
    </ParametrosDaLista>
  );
});

interface PropsBarra {
  recurso: Recurso;
  ferramentas?: ReactNode;
}

// reads the list's parameters only (ParametrosDaLista): a list's answer leaves it alone
const Barra = memo(function Barra({ recurso, ferramentas }: PropsBarra) {
  const [aberto, setAberto] = useState(false);
  // once opened the drawer stays mounted, so it slides out as it slid in
  const [usado, setUsado] = useState(false);
  const abrir = () => {
    setUsado(true);
    setAberto(true);
  };
  const { usuario } = useSessao();
  const resource = useResourceContext() ?? recurso.nome;
  const { filterValues } = useListContext();
  const limpar = useLimparFiltros();
  const pequena = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const permissoes = usePermissoesRecurso(recurso);
  const declarados = camposCom(recurso, 'filtro');
  const quantos = declarados.filter((n) => {
    const v: unknown = filterValues?.[n];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  }).length;
  return (
    <Box component="section" aria-label="Busca e filtros" sx={{ py: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <BuscaRapida recurso={recurso} />
        {declarados.length > 0 ? (
          <Badge badgeContent={quantos} color="primary" overlap="rectangular">
            <Button
              size="small"
              variant="outlined"
              startIcon={<FilterListIcon />}
              onClick={abrir}
              onPointerEnter={precarregarPainel}
              onFocus={precarregarPainel}
              sx={{ flexShrink: 0 }}
            >
              Filtros
            </Button>
          </Badge>
        ) : null}
        <SituacaoSwitch />
        {temFiltroAtivo(filterValues) ? (
          <Button size="small" onClick={limpar} sx={{ flexShrink: 0 }}>
            Limpar filtros
          </Button>
        ) : null}
        <Box sx={{ ml: { sm: 'auto' } }} />
        {ferramentas ?? (
          <>
            {permissoes.ler ? <BotaoExportar recurso={recurso} /> : null}
            {permissoes.escrever ? <BotaoImportar recurso={recurso} /> : null}
            {pequena ? <MenuOrdenarRecurso recurso={recurso} /> : <BotaoColunas storeKey={chaveColunas(resource, usuario?.id)} />}
            {permissoes.configurar ? (
              <Dica titulo="Configurações do cadastro">
                <IconButton component={Link} to={`/${resource}/${ROTA_CONFIGURACOES}`} aria-label="Configurações do cadastro" size="small">
                  <SettingsOutlinedIcon />
                </IconButton>
              </Dica>
            ) : null}
          </>
        )}
      </Box>
      <ChipsFiltros recurso={recurso} />
      {usado ? (
        <Suspense fallback={null}>
          <PainelFiltros recurso={recurso} aberto={aberto} onFechar={() => setAberto(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
});
