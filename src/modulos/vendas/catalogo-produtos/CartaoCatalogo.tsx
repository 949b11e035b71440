import { memo } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import { srcDaFoto } from '../../cadastros/produtos/fotos/useFotos';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { disponivel } from './disponibilidade';

const valor = (r: Registro, nome: 'preco' | 'cor' | 'tamanho' | 'sku') => formatarValor(produtos.campos[nome], r[nome] as ValorCampo | undefined);

/** One product as sales sees it: its photo, name, variant, price and whether it can be sold. */
export const CartaoCatalogo = memo(function CartaoCatalogo({ registro, idFoto, caminho }: { registro: Registro; idFoto: number | undefined; caminho: string }) {
  const pode = disponivel(registro);
  const variante = [valor(registro, 'cor'), valor(registro, 'tamanho')].filter(Boolean).join(' · ');
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box
        component={Link}
        to={caminho}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          height: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          color: 'text.primary',
          textDecoration: 'none',
          bgcolor: 'background.paper',
          '&:hover': { borderColor: 'primary.main' },
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <Box sx={{ aspectRatio: '1', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
          {idFoto ? (
            <Box component="img" src={srcDaFoto(Number(registro.id), idFoto, 'miniatura')} alt={`Foto de ${String(registro.nome ?? '')}`} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
          ) : (
            <ImageNotSupportedIcon color="disabled" titleAccess="Sem foto" />
          )}
        </Box>
        <Box sx={{ p: 1.25, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
          <Box component="span" sx={{ typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {String(registro.nome ?? 'Sem nome')}
          </Box>
          {variante ? (
            <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
              {variante}
            </Box>
          ) : null}
          <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 0.5 }}>
            <Box component="span" sx={{ typography: 'subtitle1', fontWeight: 600 }}>
              {valor(registro, 'preco')}
            </Box>
            <Chip size="small" label={pode ? 'Disponível' : 'Indisponível'} color={pode ? 'success' : 'default'} variant={pode ? 'filled' : 'outlined'} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
});
