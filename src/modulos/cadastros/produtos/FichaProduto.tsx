import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import CategoryIcon from '@mui/icons-material/Category';
import { useRecordContext } from 'react-admin';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import MostrarRecurso from '../../../motorCadastros/telas/MostrarRecurso';
import { caminhoDaFamilia } from './familias/moduloFamilias';
import { FotosDoProduto } from './fotos/FotosDoProduto';

/** Back to the product's family (produto base), where its sibling variants are. */
function IrParaFamilia() {
  const produto = useRecordContext<Registro>();
  const familia = produto?.produto_base;
  if (typeof familia !== 'number') return null;
  const nome = produto?.titulos.produto_base;
  return (
    <Button component={Link} to={caminhoDaFamilia(familia)} variant="outlined" startIcon={<CategoryIcon />}>
      {`Produto base${typeof nome === 'string' && nome ? `: ${nome}` : ''}`}
    </Button>
  );
}

const SECOES = [{ chave: 'fotos', Componente: FotosDoProduto }] as const;

/** /cadastros/produtos/:id/show: the generated record page, with the photos and a way to the family. */
export default function FichaProduto() {
  return <MostrarRecurso secoesExtras={SECOES} acoesExtras={<IrParaFamilia />} />;
}
