import { acessibilidadeNoTema } from './acessibilidadeNoTema';

acessibilidadeNoTema('claro');
