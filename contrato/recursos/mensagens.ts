/** The answers every resource gives, in Portuguese, worded from its declaration. */
import type { Campo } from './campos';
import { comArtigo, type Recurso } from './recurso';

const maiuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const MENSAGENS_RECURSO = {
  naoEncontrado: (r: Recurso) => `${maiuscula(comArtigo(r))} não foi encontrad${r.rotulo.genero}.`,
  versaoMudou: (r: Recurso) =>
    `${maiuscula(comArtigo(r))} foi alterad${r.rotulo.genero} por outra pessoa depois que você abriu. Recarregue para ver a versão atual.`,
  jaExiste: (r: Recurso, campo: Campo) => `Já existe ${r.rotulo.genero === 'o' ? 'um' : 'uma'} ${r.rotulo.singular.toLowerCase()} com este ${campo.rotulo}.`,
  referenciaInexistente: (campo: Campo) => `${campo.rotulo}: o registro escolhido não existe ou está inativo.`,
  inativo: (r: Recurso) => `${maiuscula(comArtigo(r))} está inativ${r.rotulo.genero}: reative para editar.`,
  criado: (r: Recurso) => `${r.rotulo.singular} criad${r.rotulo.genero}`,
  salvo: (r: Recurso) => `${r.rotulo.singular} salv${r.rotulo.genero}`,
  inativado: (r: Recurso) => `${r.rotulo.singular} inativad${r.rotulo.genero}`,
  reativado: (r: Recurso) => `${r.rotulo.singular} reativad${r.rotulo.genero}`,
} as const;
