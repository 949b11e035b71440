import { useDeferredValue, useMemo, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Link } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import { CabecalhoPagina } from '../../layout/CabecalhoPagina';
import { trilhaDoModulo } from '../../pages/trilha';
import { SeletorColunasProvider } from '../../reactAdmin/colunasSobDemanda';
import { resourceName } from '../../registro/declaracoes';
import { BarraLista } from '../lista/BarraLista';
import { ConteudoAdiado } from '../lista/ConteudoAdiado';
import { ConteudoLista } from '../lista/ConteudoLista';
import type { ExtensaoLista } from '../lista/extensaoLista';
import { FILTRO_PADRAO } from '../lista/filtroPadrao';
import { ListaGuardada } from '../lista/ListaGuardada';
import { guardaDoRecurso } from '../lista/preferencias';
import { usePermissoesRecurso } from '../usePermissoesRecurso';
import { useRecursoDaLista } from '../personalizados/useCamposPersonalizados';
import { useRecursoAtual } from '../useRecursoAtual';

/**
 * The generated list of a declared resource: search, filters, Ativos/Inativos/Todos, the
 * declared columns (chooser, sort, pages, remembered per user), bulk inactivation and cards on a
 * phone, all from the declaration (contrato/recursos). A module replaces it by declaring `list`.
 * Built on ListBase with its own frame, like the order list: react-admin's List brings a filter
 * form and toolbar this screen does not use. A module adds columns with `extensao`
 * (`list: () => <ListaRecurso extensao={…} />`, docs/modules.md).
 */
export interface ListaRecursoProps {
  /** A module's extra columns and the data they read (see extensaoLista). */
  extensao?: ExtensaoLista;
  /** Buttons a module adds beside the create button (a way to a related register). */
  acoesExtras?: ReactNode;
}

export default function ListaRecurso({ extensao, acoesExtras }: ListaRecursoProps = {}) {
  const { modulo, recurso: declarado } = useRecursoAtual();
  // The group's custom fields arrive after the declaration (a request of their own): the columns
  // and filters they add are rendered in a transition, not in one task with the whole table; a
  // group without any does not render the list again at all.
  const recurso = useDeferredValue(useRecursoDaLista(declarado));
  const resource = resourceName(modulo);
  const { escrever } = usePermissoesRecurso(recurso);
  const createPath = useCreatePath();
  const { genero, singular } = recurso.rotulo;
  const { ordenacaoPadrao } = recurso;
  // one object while the declaration's sort is the same: the list's stored sort defaults to it
  const guarda = useMemo(() => guardaDoRecurso(resource, { ordenacaoPadrao }), [resource, ordenacaoPadrao]);

  const criar = useMemo(
    () =>
      escrever ? (
        <Button component={Link} to={createPath({ resource, type: 'create' })} variant="contained" startIcon={<AddIcon />}>
          {genero === 'a' ? 'Nova' : 'Novo'} {singular.toLowerCase()}
        </Button>
      ) : null,
    [escrever, createPath, resource, genero, singular],
  );

  return (
    // inline-size containment, as the record page: a table wider than the screen (a module's extra
    // columns, optional ones shown) scrolls inside its card instead of lending the page its width
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2, minWidth: 0, contain: 'inline-size' }}>
      <CabecalhoPagina
        titulo={modulo.label}
        trilha={trilhaDoModulo(modulo)}
        acoes={
          acoesExtras ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {acoesExtras}
              {criar}
            </Box>
          ) : (
            criar
          )
        }
      />
      <ListaGuardada resource={resource} guarda={guarda} filtroPadrao={FILTRO_PADRAO}>
        <SeletorColunasProvider>
          {/* A definite zero width keeps a wide table from stretching the page: it scrolls inside its card instead. */}
          <Box sx={{ minWidth: 0, width: '100%', display: 'flex', flexDirection: 'column' }}>
            <BarraLista recurso={recurso} />
            <Card sx={{ minWidth: 0 }}>
              <ConteudoAdiado>
                <ConteudoLista recurso={recurso} escrever={escrever} criar={criar} extensao={extensao} />
              </ConteudoAdiado>
            </Card>
          </Box>
        </SeletorColunasProvider>
      </ListaGuardada>
    </Box>
  );
}
