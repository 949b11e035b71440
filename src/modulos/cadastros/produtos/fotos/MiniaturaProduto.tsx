import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { styled } from '@mui/material/styles';
import { useListContext } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { MidiaDoRegistro } from '../../../../motorCadastros/lista/midiaDoRegistro';
import { srcDaFoto, useFotosPrincipais } from './useFotos';

/** The page's main photos (product id → photo id), undefined until they answer. */
const FotosDaPagina = createContext<ReadonlyMap<number, number> | undefined>(undefined);

/**
 * Around the list's table or cards: one call for the main photos of the page's products, made
 * once the rows are on screen, and lent to every thumbnail (one query for the page, not one
 * observer per row). The answer renders the thumbnails in a transition: only they change.
 */
export function FotosPrincipaisDaPagina({ children }: { children: ReactNode }) {
  const { data } = useListContext<Registro>();
  const ids = useMemo(() => (data ?? []).map((r) => Number(r.id)), [data]);
  const fotos = useDeferredValue(useFotosPrincipais(ids).data);
  return <FotosDaPagina.Provider value={fotos}>{children}</FotosDaPagina.Provider>;
}

// Styled once for every thumbnail, not through a per-row sx.
const Quadro = styled('span')(({ theme }) => ({
  flex: '0 0 auto',
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  backgroundColor: theme.palette.action.hover,
  display: 'grid',
  placeItems: 'center',
}));
const Imagem = styled('img')({ width: '100%', height: '100%', objectFit: 'cover' });

/**
 * The main photo's thumbnail of a product in a list (inside FotosPrincipaisDaPagina); a product
 * without a photo, or whose photos have not answered yet, shows a quiet placeholder.
 */
export function MiniaturaProduto({ registro, tamanho = 48 }: { registro: Registro; tamanho?: number }) {
  const idFoto = useContext(FotosDaPagina)?.get(Number(registro.id));
  return (
    <Quadro style={{ width: tamanho, height: tamanho }}>
      {idFoto ? (
        <Imagem src={srcDaFoto(Number(registro.id), idFoto, 'miniatura')} alt={`Foto de ${String(registro.nome ?? '')}`} loading="lazy" />
      ) : (
        <ImageNotSupportedIcon fontSize="small" color="disabled" titleAccess="Sem foto" />
      )}
    </Quadro>
  );
}

export const MIDIA_PRODUTO: MidiaDoRegistro = { rotulo: 'Foto', Componente: MiniaturaProduto, Provedor: FotosPrincipaisDaPagina };
