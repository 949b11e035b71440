/**
 * Panel test set-up: jest-dom matchers, the MSW server for every file (a request without a
 * handler fails the test), a clean localStorage and session between tests, and a clean document
 * between files (most panel files share one jsdom: vitest.config.ts).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../mocks/server';
import { instalarMensagensZod } from '@retaguarda/contrato/api/errosZod';
import { reloadSessao } from '../../src/session/store';
import { ampliarCacheDeSeletores } from './cacheSeletores';
import { filtrarRegrasPorClasse } from './regrasPorClasse';
import { memorizarEstiloComputado } from './estiloComputado';
import { esquecerEstilos, inserirEstilosNumaFolha } from './estilosPorArquivo';
import { dispensarPilhasDeDono } from './pilhasDeDono';
import { acelerarControleDosRotulos } from './controleDoRotulo';

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

// A query that finds nothing builds its error with the whole document pretty-printed. Inside
// waitFor and findBy* that error is only the "not yet" of one retry, and a whole-app screen
// retried on every render spends much of its time printing DOMs nobody reads (docs/benchmarks.md).
// A retry's error carries the message alone; the error a test finally fails with still shows the
// DOM, because waitFor's timeout and a query outside waitFor run with the diagnostics enabled.
// The flag is DOM Testing Library's own (set by waitFor around each retry), not in its types: if
// an upgrade drops it, this says so instead of silently printing nothing.
const diagnosticosDesligados = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: unknown })._disableExpensiveErrorDiagnostics;
if (typeof diagnosticosDesligados() !== 'boolean') throw new Error('tests/panel/setup.ts: @testing-library/dom não tem mais _disableExpensiveErrorDiagnostics; reveja getElementError.');
vi.setConfig({ testTimeout: 180_000 });

// Once per process: the files that share one would otherwise wrap Testing Library's error builder
// and jsdom's internals again each time.
const REMENDADO = Symbol.for('retaguarda.testes.jsdomRemendado');
const documento = document as Document & { [REMENDADO]?: true };
if (!documento[REMENDADO]) {
  documento[REMENDADO] = true;
  const erroComDom = getConfig().getElementError;
  configure({
    getElementError(mensagem, container) {
      if (!diagnosticosDesligados()) return erroComDom(mensagem, container);
      const erro = new Error(mensagem ?? '');
      erro.name = 'TestingLibraryElementError';
      return erro;
    },
  });
  ampliarCacheDeSeletores();
  filtrarRegrasPorClasse();
  memorizarEstiloComputado();
  dispensarPilhasDeDono();
  acelerarControleDosRotulos();
  inserirEstilosNumaFolha();
}

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
/**
 * MUI's emotion insertion point (@mui/styled-engine) and the box MUI X Charts measures text in, told
 * by its place off screen: it is created aria-hidden, but a modal that closes gives its body's
 * siblings their aria-hidden back, and it takes that box's with them when the box came while it was open.
 */
const DOS_PACOTES = 'meta[name="emotion-insertion-point"], body > svg[style*="top: -20000px"]';

afterAll(() => {
  server.close();
  // What a file could leave to the next one sharing its jsdom; a process of its own starts without.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  esquecerEstilos();
  // the page's title, which each screen sets
  document.querySelector('title')?.remove();
  // A file ends on an empty document, whether it had a jsdom of its own or shared one: what it left
  // (a dialog, a portal) fails it, by name, and is removed, so the next file starts clean. Two nodes
  // stay: packages create them once, when loaded, and keep using them (a fresh process has them too).
  const sobras = [...document.head.childNodes, ...document.body.childNodes].filter((no) => !(no instanceof Element && no.matches(DOS_PACOTES)));
  // A closed dialog gives the body back its style empty, as in a browser: nothing left, removed.
  const raizes = [document.documentElement, document.body];
  for (const el of raizes) if (el.getAttribute('style')?.trim() === '') el.removeAttribute('style');
  const atributos = raizes.flatMap((el) => [...el.attributes].map((a) => ({ el, nome: a.name })));
  if (sobras.length > 0 || atributos.length > 0) {
    const nomes = [
      ...sobras.map((no) => (no instanceof Element ? no.outerHTML.slice(0, 200) : no.nodeName)),
      ...atributos.map(({ el, nome }) => `${nome}="${el.getAttribute(nome)}" em <${el.localName}>`),
    ];
    for (const no of sobras) no.remove();
    for (const { el, nome } of atributos) el.removeAttribute(nome);
    throw new Error(`O arquivo deixou no documento: ${nomes.join('; ')}`);
  }
});
