import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import portugueseMessages from 'ra-language-portuguese';
import { mensagensPtBr } from '../../../src/i18n/mensagens';
import { chavesDe, type Mensagens } from '../../../src/i18n/mesclar';
import { complementoReactAdmin } from '../../../src/i18n/complementoReactAdmin';

const chavesIngles = chavesDe(englishMessages as Mensagens);
const chavesPtBr = new Set(chavesDe(mensagensPtBr));

/** The %{placeholders} of a message, sorted. */
const marcadores = (texto: string) => [...texto.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

function valor(arvore: Mensagens, caminho: string): string | undefined {
  let atual: string | Mensagens | undefined = arvore;
  for (const parte of caminho.split('.')) {
    if (typeof atual !== 'object') return undefined;
    atual = atual[parte];
  }
  return typeof atual === 'string' ? atual : undefined;
}

describe('pt-BR messages', () => {
  it('have every key of react-admin 5 (ra-language-english)', () => {
    const faltando = chavesIngles.filter((k) => !chavesPtBr.has(k));
    expect(faltando).toEqual([]);
  });

  it('complete what ra-language-portuguese 1.6.0 lacks', () => {
    const doPacote = new Set(chavesDe(portugueseMessages as Mensagens));
    const faltavam = chavesIngles.filter((k) => !doPacote.has(k));
    expect(faltavam.length).toBeGreaterThan(0);
    const doComplemento = new Set(chavesDe(complementoReactAdmin));
    expect(faltavam.filter((k) => !doComplemento.has(k))).toEqual([]);
  });

  it('use the same placeholders as the English messages', () => {
    const divergentes = chavesIngles.filter((k) => {
      const en = valor(englishMessages as Mensagens, k) ?? '';
      const pt = valor(mensagensPtBr, k) ?? '';
      return marcadores(en).join() !== marcadores(pt).join() && !/smart_count/.test(en + pt);
    });
    expect(divergentes).toEqual([]);
  });

  it('leave no message empty', () => {
    const vazias = [...chavesPtBr].filter((k) => (valor(mensagensPtBr, k) ?? '').trim() === '' && k !== 'ra.boolean.null');
    expect(vazias).toEqual([]);
  });

  it('name the accessible labels the panel relies on', () => {
    expect(valor(mensagensPtBr, 'ra.action.toggle_theme')).toBe('Alternar tema claro/escuro');
    expect(valor(mensagensPtBr, 'ra.auth.user_menu')).toBe('Menu do usuário');
    expect(valor(mensagensPtBr, 'ra.auth.logout')).toBe('Logout');
    expect(valor(mensagensPtBr, 'app.versao')).toBe('v%{versao}');
  });
});
