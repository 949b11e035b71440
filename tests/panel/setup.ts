/**
 * Panel test set-up: jest-dom matchers, the MSW server for every file (a request without a
 * handler fails the test), and a clean localStorage and session between tests.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../mocks/server';
import { instalarMensagensZod } from '../../src/api/errosZod';
import { reloadSessao } from '../../src/session/store';
import { ampliarCacheDeSeletores } from './cacheSeletores';

// jsdom has no matchMedia; MUI's useMediaQuery needs one. Tests that want a small screen stub it.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// A wait here is for an event (a screen's lazy chunk loaded, a request answered, a render done),
// never a measure of speed: the first import of a screen pays Vite's transform, and whole-app
// renders in jsdom share two cores with other test files and whatever else the machine runs.
// The limits only end a test that hangs, so they are far above any healthy wait; no test file
// sets its own.
configure({ asyncUtilTimeout: 60_000 });
vi.setConfig({ testTimeout: 180_000 });

ampliarCacheDeSeletores();

// As src/main.tsx does at start: zod's own fallback messages in Portuguese.
instalarMensagensZod();

/**
 * Calls that no handler answered in the current test. MSW refuses them (the panel sees a network
 * error), but a refused call the test does not look at would pass unnoticed: a test that talks to
 * the API unanswered fails here, naming the calls, unless it says it expects them.
 */
const semResposta: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      semResposta.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  const chamadas = semResposta.splice(0);
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  reloadSessao();
  if (chamadas.length > 0) {
    throw new Error(`Chamadas sem resposta neste teste (nenhum handler do MSW, nem o servidor real): ${[...new Set(chamadas)].join(', ')}`);
  }
});
afterAll(() => server.close());
