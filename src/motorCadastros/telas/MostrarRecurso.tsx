import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ShowBase, useResourceContext } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { trilhaDoCadastro } from '../../pages/trilha';
import { CarregandoRegistro } from '../mostrar/CarregandoRegistro';
import { FichaRecurso, type SecaoExtra } from '../mostrar/FichaRecurso';
import { RegistroIndisponivel } from '../mostrar/RegistroIndisponivel';
import { useRecursoDoModulo } from '../useRecursoAtual';

export interface MostrarRecursoProps {
  /** Sections a module adds after the declared ones (see docs/modules.md). */
  secoesExtras?: readonly SecaoExtra[];
  acoesExtras?: ReactNode;
}

/**
 * <module>/:id/show: the record page generated from the declaration. A module that needs more
 * declares `show: () => <MostrarRecurso secoesExtras={[…]} />` and keeps the rest generated.
 */
export default function MostrarRecurso({ secoesExtras, acoesExtras }: MostrarRecursoProps) {
  const { modulo, recurso, carregando } = useRecursoDoModulo();
  const resource = useResourceContext() ?? '';
  const lista = `/${resource}`;
  const trilha = trilhaDoCadastro(modulo, lista);
  return (
    // inline-size containment: a long value must not lend the page its width on a phone
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size' }}>
      <ShowBase<Registro>
        queryOptions={{ onError: () => undefined }}
        render={({ record, error, isPending, refetch }) => {
          if (error && !record) return <RegistroIndisponivel recurso={recurso} erro={error} lista={lista} trilha={trilha} tentarNovamente={() => void refetch()} />;
          if (isPending || !record || carregando) return <CarregandoRegistro rotulo={`Carregando ${recurso.rotulo.genero} ${recurso.rotulo.singular.toLowerCase()}`} />;
          return (
            <FichaRecurso
              recurso={recurso}
              resource={resource}
              trilha={trilha}
              registro={record}
              recarregar={() => void refetch()}
              secoesExtras={secoesExtras}
              acoesExtras={acoesExtras}
            />
          );
        }}
      />
    </Box>
  );
}
