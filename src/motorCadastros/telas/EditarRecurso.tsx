import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { EditBase, useResourceContext } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { MENSAGENS_RECURSO } from '@retaguarda/contrato/recursos/mensagens';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { CabecalhoPagina, type PassoTrilha } from '../../layout/CabecalhoPagina';
import { trilhaDoCadastro } from '../../pages/trilha';
import { DialogoConflito } from '../formulario/DialogoConflito';
import { FormularioRecurso } from '../formulario/FormularioRecurso';
import { useSalvarRecurso } from '../formulario/useSalvarRecurso';
import { useVoltar } from '../formulario/useVoltar';
import { CarregandoRegistro } from '../mostrar/CarregandoRegistro';
import { RegistroIndisponivel } from '../mostrar/RegistroIndisponivel';
import { tituloDoRegistro } from '../mostrar/tituloDoRegistro';
import { useRecursoDoModulo } from '../useRecursoAtual';

function Edicao({ recurso, registro, trilha, lista, recarregar }: { recurso: Recurso; registro: Registro; trilha: PassoTrilha[]; lista: string; recarregar: () => void }) {
  const [conflito, setConflito] = useState(false);
  const edicao = useMemo(() => ({ registro, aoConflito: () => setConflito(true) }), [registro]);
  const salvar = useSalvarRecurso(recurso, edicao);
  const voltar = useVoltar(`${lista}/${registro.id}/show`);
  const titulo = tituloDoRegistro(recurso, registro);
  return (
    <>
      <CabecalhoPagina titulo={`Editar ${titulo}`} trilha={[...trilha, { label: titulo, to: `${lista}/${registro.id}/show` }]} atual="Editar" />
      {registro.ativo ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {MENSAGENS_RECURSO.inativo(recurso)}
        </Alert>
      )}
      {/* a new version (a reload after a conflict) starts the form again from the server's values */}
      <FormularioRecurso key={registro.version} recurso={recurso} registro={registro} salvar={salvar} cancelar={voltar}>
        <DialogoConflito
          aberto={conflito}
          mensagem={MENSAGENS_RECURSO.versaoMudou(recurso)}
          fechar={() => setConflito(false)}
          recarregar={() => {
            setConflito(false);
            recarregar();
          }}
        />
      </FormularioRecurso>
    </>
  );
}

/** <module>/:id: the record's form, saved with the version it was read at. */
export default function EditarRecurso() {
  const { modulo, recurso, carregando } = useRecursoDoModulo();
  const lista = `/${useResourceContext() ?? ''}`;
  const trilha = trilhaDoCadastro(modulo, lista);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size' }}>
      <EditBase<Registro>
        redirectOnError={false}
        queryOptions={{ onError: () => undefined }}
        render={({ record, error, isPending, refetch }) => {
          if (error && !record) return <RegistroIndisponivel recurso={recurso} erro={error} lista={lista} trilha={trilha} tentarNovamente={() => void refetch()} />;
          if (isPending || !record || carregando) return <CarregandoRegistro rotulo={`Carregando ${recurso.rotulo.genero} ${recurso.rotulo.singular.toLowerCase()}`} />;
          return <Edicao recurso={recurso} registro={record} trilha={trilha} lista={lista} recarregar={() => void refetch()} />;
        }}
      />
    </Box>
  );
}
