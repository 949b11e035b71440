import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { enderecoDaFoto, ROTAS_FOTOS_PRODUTO as R, type FotoProduto, type TamanhoFoto } from '@retaguarda/contrato/api/produtosFotos';
import { API_BASE_URL } from '../../../../config';
import { useCanal } from '../../../../dataProvider/useCanal';
import { resolveErrorMessage } from '../../../../http';

/** A photo's file, for an <img>: the browser sends the session cookie and keeps the file cached for good. */
export const srcDaFoto = (idProduto: number, idFoto: number, tamanho: TamanhoFoto): string => `${API_BASE_URL}${enderecoDaFoto(idProduto, idFoto, tamanho)}`;

const chave = (idProduto: number) => ['fotosProduto', idProduto] as const;

export function useFotos(idProduto: number) {
  const canal = useCanal();
  return useQuery({
    queryKey: chave(idProduto),
    queryFn: ({ signal }) => canal.chamar(R.listar, { parametros: { id: idProduto }, signal }),
    retry: false,
  });
}

/** Upload, main and delete: each answers the product's photos, which replace the list shown; thumbnails of lists are refreshed. */
export function useAlterarFotos(idProduto: number) {
  const cliente = useQueryClient();
  const notify = useNotify();
  const canal = useCanal();
  const aposMudar = (mensagem: string) => () => {
    notify(mensagem, { type: 'success' });
    void cliente.invalidateQueries({ queryKey: ['fotosPrincipais'] });
  };
  const falhou = (erro: unknown) => notify(resolveErrorMessage(erro), { type: 'error' });
  const enviar = useMutation({
    mutationFn: (arquivo: File) => canal.chamar(R.enviar, { parametros: { id: idProduto }, arquivo }),
    onSuccess: async () => {
      await cliente.invalidateQueries({ queryKey: chave(idProduto) });
      aposMudar('Foto enviada')();
    },
    onError: falhou,
  });
  const trocar = (rota: typeof R.principal | typeof R.excluir, mensagem: string) =>
    ({
      mutationFn: (idFoto: number) => canal.chamar(rota, { parametros: { id: idProduto, foto: idFoto } }),
      onSuccess: (fotos: FotoProduto[]) => {
        cliente.setQueryData(chave(idProduto), fotos);
        aposMudar(mensagem)();
      },
      onError: falhou,
    }) as const;
  const principal = useMutation(trocar(R.principal, 'Foto principal definida'));
  const excluir = useMutation(trocar(R.excluir, 'Foto excluída'));
  return { enviar, principal, excluir };
}

/**
 * The main photo of each product of a list page, in one call shared by every row and card of the
 * page (same ids, same query). Absent from the map: no photo.
 */
export function useFotosPrincipais(ids: readonly number[]) {
  const canal = useCanal();
  const ordenados = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['fotosPrincipais', ordenados],
    queryFn: async ({ signal }) => new Map((await canal.chamar(R.principais, { corpo: { ids: ordenados }, signal })).map((f) => [f.id_produto, f.id_foto])),
    enabled: ordenados.length > 0,
    retry: false,
    staleTime: 60_000,
  });
}
