import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useRecordContext } from 'react-admin';
import { produtos } from '@retaguarda/contrato/recursos/produtos';
import CriarRecurso from '../../../../motorCadastros/telas/CriarRecurso';
import EditarRecurso from '../../../../motorCadastros/telas/EditarRecurso';
import ListaRecurso from '../../../../motorCadastros/telas/ListaRecurso';
import MostrarRecurso from '../../../../motorCadastros/telas/MostrarRecurso';
import { usePermissoesRecurso } from '../../../../motorCadastros/usePermissoesRecurso';
import { NoContextoDasFamilias } from './NoContextoDasFamilias';
import { ROTA_PRODUTOS } from './moduloFamilias';
import { VariantesDaFamilia } from './VariantesDaFamilia';

/** Opens the product form with this family filled in (and its fiscal data as the variant's defaults). */
function NovaVariante() {
  const familia = useRecordContext();
  const { escrever } = usePermissoesRecurso(produtos);
  if (!escrever || !familia?.ativo) return null;
  return (
    <Button component={Link} to={`${ROTA_PRODUTOS}/create?produto_base=${familia.id}`} variant="contained" startIcon={<AddIcon />}>
      Nova variante
    </Button>
  );
}

const SECOES = [{ chave: 'variantes', Componente: VariantesDaFamilia }] as const;

export function ListaFamilias() {
  return (
    <NoContextoDasFamilias>
      <ListaRecurso />
    </NoContextoDasFamilias>
  );
}

export function FichaFamilia() {
  return (
    <NoContextoDasFamilias>
      <MostrarRecurso secoesExtras={SECOES} acoesExtras={<NovaVariante />} />
    </NoContextoDasFamilias>
  );
}

export function CriarFamilia() {
  return (
    <NoContextoDasFamilias>
      <CriarRecurso />
    </NoContextoDasFamilias>
  );
}

export function EditarFamilia() {
  return (
    <NoContextoDasFamilias>
      <EditarRecurso />
    </NoContextoDasFamilias>
  );
}
