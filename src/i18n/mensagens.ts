import type { TranslationMessages } from 'ra-core';
import portugueseMessages from 'ra-language-portuguese';
import { complementoReactAdmin } from './complementoReactAdmin';
import { mensagensApp } from './mensagensApp';
import { mesclarMensagens, type Mensagens } from './mesclar';

/** Every message the panel translates: react-admin's in pt-BR, completed, plus the app's own. */
export const mensagensPtBr = mesclarMensagens(
  portugueseMessages as Mensagens,
  complementoReactAdmin,
  mensagensApp,
) as TranslationMessages & Mensagens;
