import { memo } from 'react';
import { Link } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import { srcDaFoto } from '../../cadastros/produtos/fotos/useFotos';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { disponivel } from './disponibilidade';

const valor = (r: Registro, nome: 'preco' | 'cor' | 'tamanho' | 'sku') => formatarValor(produtos.campos[nome], r[nome] as ValorCampo | undefined);

/**
 * The cards' look, given once by the grid's sx (CatalogoList) rather than by an sx on each part
 * of each card: a page holds dozens of cards, and each sx is resolved on every render.
 */
export const estiloCartoesCatalogo = {
  '& .catalogo-item': { minWidth: 0 },
  '& .catalogo-cartao': {
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
  },
  '& .catalogo-foto': { display: 'grid', placeItems: 'center', aspectRatio: '1', bgcolor: 'action.hover' },
  '& .catalogo-foto img': { width: '100%', height: '100%', objectFit: 'contain' },
  '& .catalogo-texto': { display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1, p: 1.25 },
  '& .catalogo-nome': { typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' },
  '& .catalogo-variante': { typography: 'caption', color: 'text.secondary' },
  '& .catalogo-rodape': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 0.5, mt: 'auto' },
  '& .catalogo-preco': { typography: 'subtitle1', fontWeight: 600 },
} as const;

/** One product as sales sees it: its photo, name, variant, price and whether it can be sold. Styled by estiloCartoesCatalogo. */
export const CartaoCatalogo = memo(function CartaoCatalogo({ registro, idFoto, caminho }: { registro: Registro; idFoto: number | undefined; caminho: string }) {
  const pode = disponivel(registro);
  const variante = [valor(registro, 'cor'), valor(registro, 'tamanho')].filter(Boolean).join(' · ');
  return (
    <li className="catalogo-item">
      <Link className="catalogo-cartao" to={caminho}>
        <div className="catalogo-foto">
          {idFoto ? (
            <img src={srcDaFoto(Number(registro.id), idFoto, 'miniatura')} alt={`Foto de ${String(registro.nome ?? '')}`} loading="lazy" />
          ) : (
            <ImageNotSupportedIcon color="disabled" titleAccess="Sem foto" />
          )}
        </div>
        <div className="catalogo-texto">
          <span className="catalogo-nome">{String(registro.nome ?? 'Sem nome')}</span>
          {variante ? <span className="catalogo-variante">{variante}</span> : null}
          <div className="catalogo-rodape">
            <span className="catalogo-preco">{valor(registro, 'preco')}</span>
            <Chip size="small" label={pode ? 'Disponível' : 'Indisponível'} color={pode ? 'success' : 'default'} variant={pode ? 'filled' : 'outlined'} />
          </div>
        </div>
      </Link>
    </li>
  );
});
