import { acessibilidadeNoTema } from './acessibilidadeNoTema';

// the dark theme is the light theme's DOM in other colours: only what the colours decide is read again
acessibilidadeNoTema('escuro', 'cores');
