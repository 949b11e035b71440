import Box from '@mui/material/Box';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { useListContext } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { MidiaDoRegistro } from '../../../../motorCadastros/lista/midiaDoRegistro';
import { srcDaFoto, useFotosPrincipais } from './useFotos';

/**
 * The main photo's thumbnail of a product in a list: every row and card of the page shares one
 * call for the page's main photos; a product without a photo shows a quiet placeholder.
 */
export function MiniaturaProduto({ registro, tamanho = 48 }: { registro: Registro; tamanho?: number }) {
  const { data } = useListContext<Registro>();
  const principais = useFotosPrincipais((data ?? []).map((r) => Number(r.id)));
  const idFoto = principais.data?.get(Number(registro.id));
  const quadro = { width: tamanho, height: tamanho, flex: '0 0 auto', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' } as const;
  return (
    <Box sx={quadro}>
      {idFoto ? (
        <Box component="img" src={srcDaFoto(Number(registro.id), idFoto, 'miniatura')} alt={`Foto de ${String(registro.nome ?? '')}`} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <ImageNotSupportedIcon fontSize="small" color="disabled" titleAccess="Sem foto" />
      )}
    </Box>
  );
}

export const MIDIA_PRODUTO: MidiaDoRegistro = { rotulo: 'Foto', Componente: MiniaturaProduto };
