import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, useResourceContext } from 'react-admin';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import { produtosBase } from '@retaguarda/contrato/recursos/produtosBase';
import { useCanal } from '../../../dataProvider/useCanal';
import { resolveErrorMessage } from '../../../http';
import { endpointsDoRecurso } from '../../../motorCadastros/dados/endpointsDoRecurso';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import { trilhaDoCadastro } from '../../../pages/trilha';
import { useRecursoAtual } from '../../../motorCadastros/useRecursoAtual';
import { FormularioRecurso } from '../../../motorCadastros/formulario/FormularioRecurso';
import { useSalvarRecurso } from '../../../motorCadastros/formulario/useSalvarRecurso';
import { useVoltar } from '../../../motorCadastros/formulario/useVoltar';
import { valoresPadrao } from '../../../motorCadastros/formulario/validacao';
import { CarregandoRegistro } from '../../../motorCadastros/mostrar/CarregandoRegistro';
import { useRecursoDoGrupo } from '../../../motorCadastros/personalizados/useCamposPersonalizados';
import { caminhoDaFamilia } from './familias/moduloFamilias';

/** What a new variant takes from its family: the family itself and its fiscal data. */
const HERDADOS = ['ncm', 'cest', 'unidade'] as const;

function idDaFamilia(texto: string | null): number | null {
  const id = Number(texto);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /cadastros/produtos/create: the generated product form; opened from a family's "Nova variante"
 * (`?produto_base=<id>`) it starts with that family chosen and its NCM, CEST and unit as the
 * variant's, and Cancelar goes back to the family.
 */
export default function CriarProduto() {
  const [parametros] = useSearchParams();
  const idFamilia = idDaFamilia(parametros.get('produto_base'));
  const { modulo } = useRecursoAtual();
  const lista = `/${useResourceContext() ?? ''}`;
  // the products with the group's custom fields (docs/modules.md, 'campos personalizados')
  const { recurso, carregando } = useRecursoDoGrupo(produtos);
  const salvar = useSalvarRecurso(recurso);
  const voltar = useVoltar(idFamilia ? caminhoDaFamilia(idFamilia) : lista);
  const canal = useCanal();
  const familia = useQuery({
    queryKey: ['familiaDaNovaVariante', idFamilia],
    enabled: idFamilia !== null,
    retry: false,
    queryFn: ({ signal }) => canal.chamar(endpointsDoRecurso(produtosBase).obter, { parametros: { id: idFamilia ?? 0 }, signal }),
  });
  const dados = familia.data;
  const iniciais = useMemo(() => {
    const padrao = valoresPadrao(recurso);
    if (!dados) return padrao;
    const herdados = Object.fromEntries(HERDADOS.filter((c) => dados[c] !== null && dados[c] !== undefined).map((c) => [c, dados[c]]));
    return { ...padrao, ...herdados, produto_base: dados.id };
  }, [dados, recurso]);
  // the reference input shows the family by its name, as on an edit
  const contexto = useMemo(() => (dados ? { id: '', titulos: { produto_base: String(dados.nome ?? '') } } : undefined), [dados]);

  const titulo = idFamilia ? 'Nova variante' : 'Novo produto';
  const trilha = [...trilhaDoCadastro(modulo, lista), ...(dados ? [{ label: String(dados.nome ?? ''), to: caminhoDaFamilia(dados.id) }] : [])];
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size' }}>
      <CabecalhoPagina titulo={titulo} trilha={trilha} />
      {carregando ? (
        <CarregandoRegistro rotulo="Carregando o formulário" />
      ) : idFamilia !== null && familia.isPending ? (
        <CarregandoRegistro rotulo="Carregando o produto base" />
      ) : (
        <>
          {familia.error ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Não foi possível carregar o produto base ({resolveErrorMessage(familia.error)}): escolha-o no formulário.
            </Alert>
          ) : null}
          <RecordContextProvider value={contexto}>
            <FormularioRecurso key={dados ? `familia-${dados.id}` : 'novo'} recurso={recurso} valoresIniciais={iniciais} salvar={salvar} cancelar={voltar} />
          </RecordContextProvider>
        </>
      )}
    </Box>
  );
}
