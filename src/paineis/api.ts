import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROTAS_PAINEIS_PESSOAIS, type FixarWidget, type MoverWidget, type PainelPessoal } from '@retaguarda/contrato/api/paineisPessoais';
import { useCanal } from '../dataProvider/useCanal';

export const CHAVE_PAINEIS = 'paineis-pessoais';

/** The caller's dashboards and their profile's. */
export function usePaineis() {
  const canal = useCanal();
  return useQuery({ queryKey: [CHAVE_PAINEIS], queryFn: ({ signal }) => canal.chamar(ROTAS_PAINEIS_PESSOAIS.lista, { signal }) });
}

export function usePainel(id: number) {
  const canal = useCanal();
  return useQuery({ queryKey: [CHAVE_PAINEIS, id], queryFn: ({ signal }) => canal.chamar(ROTAS_PAINEIS_PESSOAIS.obter, { parametros: { id }, signal }) });
}

/** Every change answers the dashboard anew (or its id when removed): the list and the dashboard are read again. */
export function useAlterarPaineis() {
  const canal = useCanal();
  const cliente = useQueryClient();
  const depois = { onSuccess: () => cliente.invalidateQueries({ queryKey: [CHAVE_PAINEIS] }) };
  return {
    criar: useMutation({ mutationFn: (b: { nome: string; id_perfil?: number }) => canal.chamar(ROTAS_PAINEIS_PESSOAIS.criar, { corpo: b }), ...depois }),
    renomear: useMutation({ mutationFn: (p: { painel: PainelPessoal; nome: string }) => canal.chamar(ROTAS_PAINEIS_PESSOAIS.renomear, { parametros: { id: p.painel.id }, corpo: { version: p.painel.version, nome: p.nome } }), ...depois }),
    remover: useMutation({ mutationFn: (p: PainelPessoal) => canal.chamar(ROTAS_PAINEIS_PESSOAIS.remover, { parametros: { id: p.id }, corpo: { version: p.version } }), ...depois }),
    fixar: useMutation({ mutationFn: (p: { id: number; corpo: FixarWidget }) => canal.chamar(ROTAS_PAINEIS_PESSOAIS.fixar, { parametros: { id: p.id }, corpo: p.corpo }), ...depois }),
    mover: useMutation({
      mutationFn: (p: { painel: PainelPessoal; idWidget: number; corpo: Omit<MoverWidget, 'version'> }) =>
        canal.chamar(ROTAS_PAINEIS_PESSOAIS.mover, { parametros: { id: p.painel.id, id_widget: p.idWidget }, corpo: { version: p.painel.version, ...p.corpo } }),
      ...depois,
    }),
    desafixar: useMutation({
      mutationFn: (p: { painel: PainelPessoal; idWidget: number }) => canal.chamar(ROTAS_PAINEIS_PESSOAIS.desafixar, { parametros: { id: p.painel.id, id_widget: p.idWidget }, corpo: { version: p.painel.version } }),
      ...depois,
    }),
  };
}
