import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useResourceContext } from 'react-admin';
import { CabecalhoPagina } from '../../layout/CabecalhoPagina';
import { trilhaDoCadastro } from '../../pages/trilha';
import { FormularioRecurso } from '../formulario/FormularioRecurso';
import { CarregandoRegistro } from '../mostrar/CarregandoRegistro';
import { useSalvarRecurso } from '../formulario/useSalvarRecurso';
import { useVoltar } from '../formulario/useVoltar';
import { valoresPadrao } from '../formulario/validacao';
import { useRecursoDoModulo } from '../useRecursoAtual';

/** <module>/create: the declared resource's form, its defaults filled in; saved, it opens the new record. */
export default function CriarRecurso() {
  const { modulo, recurso, carregando } = useRecursoDoModulo();
  const lista = `/${useResourceContext() ?? ''}`;
  const salvar = useSalvarRecurso(recurso);
  const voltar = useVoltar(lista);
  const iniciais = useMemo(() => valoresPadrao(recurso), [recurso]);
  const titulo = `${recurso.rotulo.genero === 'a' ? 'Nova' : 'Novo'} ${recurso.rotulo.singular.toLowerCase()}`;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size' }}>
      {/* the group's custom fields first: the page opens with every field its form will hold */}
      {carregando ? (
        <CarregandoRegistro rotulo="Carregando o formulário" />
      ) : (
        <>
          <CabecalhoPagina titulo={titulo} trilha={trilhaDoCadastro(modulo, lista)} />
          <FormularioRecurso recurso={recurso} valoresIniciais={iniciais} salvar={salvar} cancelar={voltar} />
        </>
      )}
    </Box>
  );
}
