import { memo, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Pagination, useListContext, useResourceContext } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { useSessao } from '../../session/store';
import { CartoesRecurso } from './CartoesRecurso';
import { chaveColunas } from './colunas';
import { CarregandoLista, ErroLista, ListaVazia } from './EstadosLista';
import type { ExtensaoLista } from './extensaoLista';
import { temFiltroAtivo, useLimparFiltros } from './filtroPadrao';
import { MidiaDoRegistroContext } from './midiaDoRegistro';
import { OPCOES_POR_PAGINA } from './preferencias';
import { TabelaRecurso } from './TabelaRecurso';

const SemProvedor = ({ children }: { children: ReactNode }) => children;

/**
 * Inside the list's card: progress bar, error, loading, empty, the table (cards on a phone) and
 * the pages; a module's `extensao` adds its columns to both, inside its provider (and a picture's
 * provider, MidiaDoRegistro, goes around them too). Memoized: the page's own renders (the
 * custom fields' answer) leave it alone; the list's context still renders it.
 */
export const ConteudoLista = memo(function ConteudoLista({ recurso, escrever, criar, extensao }: { recurso: Recurso; escrever: boolean; criar: ReactNode; extensao?: ExtensaoLista }) {
  const lista = useListContext<Registro>();
  const resource = useResourceContext() ?? recurso.nome;
  const { usuario } = useSessao();
  const limpar = useLimparFiltros();
  const pequena = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tentar = () => void lista.refetch();
  const Provedor = extensao?.Provedor ?? SemProvedor;
  const ProvedorMidia = useContext(MidiaDoRegistroContext)?.Provedor ?? SemProvedor;

  if (lista.error && !lista.data) return <ErroLista recurso={recurso} erro={lista.error} onTentarNovamente={tentar} comDados={false} />;
  if (lista.isPending) return <CarregandoLista recurso={recurso} />;
  if (lista.total === 0) {
    return <ListaVazia recurso={recurso} filtrada={temFiltroAtivo(lista.filterValues)} onLimpar={limpar} criar={escrever ? criar : null} />;
  }
  return (
    <>
      {/* the previous page stays while the next loads; this bar says it is about to change */}
      {lista.isFetching ? <LinearProgress aria-label={`Atualizando ${recurso.rotulo.plural.toLowerCase()}`} /> : <Box sx={{ height: 4 }} />}
      {lista.error ? <ErroLista recurso={recurso} erro={lista.error} onTentarNovamente={tentar} comDados /> : null}
      <Provedor>
        <ProvedorMidia>
          {pequena ? (
            <CartoesRecurso recurso={recurso} colunasExtras={extensao?.colunas} />
          ) : (
            <TabelaRecurso recurso={recurso} resource={resource} storeKey={chaveColunas(resource, usuario?.id)} escrever={escrever} colunasExtras={extensao?.colunas} />
          )}
        </ProvedorMidia>
      </Provedor>
      <Pagination rowsPerPageOptions={OPCOES_POR_PAGINA} />
    </>
  );
});
