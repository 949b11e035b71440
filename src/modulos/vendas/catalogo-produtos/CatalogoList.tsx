import { useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { Pagination, useCreatePath, useListContext } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { trilhaDoModulo } from '../../../pages/trilha';
import { ConteudoAdiado } from '../../../motorCadastros/lista/ConteudoAdiado';
import { CarregandoLista, ErroLista, ListaVazia } from '../../../motorCadastros/lista/EstadosLista';
import { FILTRO_PADRAO, temFiltroAtivo, useLimparFiltros } from '../../../motorCadastros/lista/filtroPadrao';
import { ListaGuardada } from '../../../motorCadastros/lista/ListaGuardada';
import { guardaDoRecurso, OPCOES_POR_PAGINA } from '../../../motorCadastros/lista/preferencias';
import { useRecursoAtual } from '../../../motorCadastros/useRecursoAtual';
import { resourceName } from '../../../registro/declaracoes';
import { useFotosPrincipais } from '../../cadastros/produtos/fotos/useFotos';
import { BarraCatalogo } from './BarraCatalogo';
import { CartaoCatalogo, estiloCartoesCatalogo } from './CartaoCatalogo';

// Two cards across a 390 px phone, six or seven on a 1366 px screen.
const grade = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(160px, 45%), 1fr))',
  gap: { xs: 1, sm: 1.5 },
  m: 0,
  p: { xs: 1, sm: 1.5 },
  listStyle: 'none',
  ...estiloCartoesCatalogo,
} as const;

function Cartoes({ recurso, resource }: { recurso: Recurso; resource: string }) {
  const lista = useListContext<Registro>();
  const createPath = useCreatePath();
  const limpar = useLimparFiltros();
  const principais = useFotosPrincipais((lista.data ?? []).map((r) => Number(r.id)));
  // the photos answer after the page: the cards that gain one render in a transition
  const fotos = useDeferredValue(principais.data);
  const tentar = () => void lista.refetch();
  if (lista.error && !lista.data) return <ErroLista recurso={recurso} erro={lista.error} onTentarNovamente={tentar} comDados={false} />;
  if (lista.isPending) return <CarregandoLista recurso={recurso} />;
  if (lista.total === 0) return <ListaVazia recurso={recurso} filtrada={temFiltroAtivo(lista.filterValues)} onLimpar={limpar} criar={null} />;
  return (
    <>
      {lista.isFetching ? <LinearProgress aria-label="Atualizando catálogo" /> : <Box sx={{ height: 4 }} />}
      {lista.error ? <ErroLista recurso={recurso} erro={lista.error} onTentarNovamente={tentar} comDados /> : null}
      <Box component="ul" aria-label="Catálogo de produtos" sx={grade}>
        {(lista.data ?? []).map((r) => (
          <CartaoCatalogo key={r.id} registro={r} idFoto={fotos?.get(Number(r.id))} caminho={createPath({ resource, type: 'show', id: r.id })} />
        ))}
      </Box>
      <Pagination rowsPerPageOptions={OPCOES_POR_PAGINA} />
    </>
  );
}

/**
 * /vendas/catalogo-produtos: the products as sales sees them, cards with the main photo, name,
 * variant, price and availability, over the engine's search, filters, sort and pages.
 */
export default function CatalogoList() {
  const { modulo, recurso } = useRecursoAtual();
  const resource = resourceName(modulo);
  const guarda = useMemo(() => guardaDoRecurso(resource, recurso), [resource, recurso]);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2, minWidth: 0 }}>
      <CabecalhoPagina titulo={modulo.label} trilha={trilhaDoModulo(modulo)} />
      <ListaGuardada resource={resource} guarda={guarda} filtroPadrao={FILTRO_PADRAO}>
        <Box sx={{ minWidth: 0, width: '100%', display: 'flex', flexDirection: 'column' }}>
          <BarraCatalogo recurso={recurso} />
          <Card sx={{ minWidth: 0 }}>
            {/* the page's cards render in a transition, as the order list's rows */}
            <ConteudoAdiado>
              <Cartoes recurso={recurso} resource={resource} />
            </ConteudoAdiado>
          </Card>
        </Box>
      </ListaGuardada>
    </Box>
  );
}
