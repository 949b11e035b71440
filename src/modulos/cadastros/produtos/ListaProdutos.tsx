import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import CategoryIcon from '@mui/icons-material/Category';
import { MidiaDoRegistroContext } from '../../../motorCadastros/lista/midiaDoRegistro';
import ListaRecurso from '../../../motorCadastros/telas/ListaRecurso';
import { moduloFamilias } from './familias/moduloFamilias';
import { MIDIA_PRODUTO } from './fotos/MiniaturaProduto';

/** The generated products list, with each product's main photo and the way to the families. */
export default function ListaProdutos() {
  return (
    <MidiaDoRegistroContext.Provider value={MIDIA_PRODUTO}>
      <ListaRecurso
        acoesExtras={
          <Button component={Link} to={moduloFamilias.route} variant="outlined" startIcon={<CategoryIcon />}>
            Produtos base
          </Button>
        }
      />
    </MidiaDoRegistroContext.Provider>
  );
}
