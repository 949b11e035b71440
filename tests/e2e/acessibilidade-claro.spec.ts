import { acessibilidadeNoTema } from './acessibilidadeNoTema';

// every axe rule and the English search, on every screen
acessibilidadeNoTema('claro', 'todas');
