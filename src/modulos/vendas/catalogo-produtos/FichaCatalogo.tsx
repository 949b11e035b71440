import MostrarRecurso from '../../../motorCadastros/telas/MostrarRecurso';
import { FotosDoProduto } from '../../cadastros/produtos/fotos/FotosDoProduto';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';

function Fotos({ registro }: { registro: Registro }) {
  return <FotosDoProduto registro={registro} somenteLeitura />;
}

const SECOES = [{ chave: 'fotos', Componente: Fotos }] as const;

/** A product as sales opens it: the generated record page with its photos, to look at only (they are changed in Cadastros). */
export default function FichaCatalogo() {
  return <MostrarRecurso secoesExtras={SECOES} />;
}
