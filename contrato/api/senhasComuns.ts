/**
 * Registers the 3,000 most common passwords with ./senha so SenhaNova refuses them. Heavy (it
 * pulls the zxcvbn-ts common dictionary): the server imports it at start; the panel imports it
 * lazily (`import('../api/senhasComuns')`, or through ./forcaSenha, which imports it too).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { QUANTIDADE_SENHAS_COMUNS, registrarSenhasComuns } from './senha';

// The dictionary is ordered by frequency, most common first, so its head is the top N.
registrarSenhasComuns(dictionary['passwords-common'].slice(0, QUANTIDADE_SENHAS_COMUNS));
