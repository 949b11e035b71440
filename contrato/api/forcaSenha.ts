/**
 * Password strength hint for the account pages, in Portuguese. Load it lazily, it carries the
 * zxcvbn-ts dictionaries (about 1 MB before compression):
 *
 *   const { avaliarSenha } = await import('../api/forcaSenha');
 *
 * The hint only advises; the rule that refuses a password is SenhaNova (./senha), which this
 * module also arms with the common-password list as a side effect of loading.
 */
import { ZxcvbnFactory, type Score } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as dicionarioComum } from '@zxcvbn-ts/language-common';
import { dictionary as dicionarioPtBr, translations } from '@zxcvbn-ts/language-pt-br';
import { ehSenhaComum } from './senha';
import './senhasComuns';

export interface ForcaSenha {
  /** 0 (guessed at once) to 4 (very strong), zxcvbn's scale. */
  pontuacao: Score;
  rotulo: string;
  /** Why the password is weak, or null. */
  aviso: string | null;
  sugestoes: string[];
  /** Among the 3,000 most common passwords: the server will refuse it. */
  comum: boolean;
}

export const ROTULOS_FORCA: Record<Score, string> = {
  0: 'Muito fraca',
  1: 'Fraca',
  2: 'Razoável',
  3: 'Forte',
  4: 'Muito forte',
};

let zxcvbn: ZxcvbnFactory | null = null;

/**
 * `dadosDoUsuario`: what the person typed elsewhere on the form (name, e-mail), so a password
 * made of them is scored as weak.
 */
export function avaliarSenha(senha: string, dadosDoUsuario: string[] = []): ForcaSenha {
  // Built on first use: ranking the dictionaries takes a noticeable moment.
  zxcvbn ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...dicionarioComum, ...dicionarioPtBr },
  });
  // zxcvbn matches each input as a whole word: "Paula Pedido" must also count as "paula", "pedido".
  const palavras = dadosDoUsuario.flatMap((d) => [d, ...d.split(/[\s@._+-]+/)]).filter((p) => p.length >= 3);
  const r = zxcvbn.check(senha, palavras);
  return {
    pontuacao: r.score,
    rotulo: ROTULOS_FORCA[r.score],
    aviso: r.feedback.warning,
    sugestoes: r.feedback.suggestions,
    comum: ehSenhaComum(senha),
  };
}
