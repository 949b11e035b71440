import { acessibilidadeNoTema } from './acessibilidadeNoTema';

acessibilidadeNoTema('escuro');
