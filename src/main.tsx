import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { instalarMensagensZod } from '@retaguarda/contrato/api/errosZod';
import { iniciarSessao } from './authProvider/sessao';
import { prepararFormatos } from './br/prepararFormatos';
import { SPLASH_MIN_MS } from './config';
import { CAMINHO_ENTRADA } from './session/chaves';
import { acompanharOutrasAbas, getUsuario } from './session/store';

instalarMensagensZod();
acompanharOutrasAbas();

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root não encontrado em index.html');
const root = createRoot(raiz);
const mostrar = (app: ReactNode) => startTransition(() => root.render(<StrictMode>{app}</StrictMode>));

/** index.html paints the splash from the first frame, so its minimum counts from navigation start. */
const splashRestante = () => Math.max(0, SPLASH_MIN_MS - performance.now());
const esperar = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

/** A chunk that cannot be fetched (connection lost, a new version deployed meanwhile) must not leave the splash spinning. */
const falhaAoCarregar = (erro: unknown): void => {
  console.error('Não foi possível carregar o painel', erro);
  raiz.innerHTML =
    '<div class="splash" role="alert"><p>Não foi possível carregar o Retaguarda. Verifique sua conexão.</p>' +
    '<button type="button" onclick="location.reload()">Tentar novamente</button></div>';
};

/**
 * The whole panel; after a sign-in the session and its start data are already loaded, else the
 * start data is requested at once, while the panel's chunk downloads.
 */
function abrirPainel(aposEntrar: boolean): void {
  const inicio = aposEntrar ? undefined : iniciarSessao();
  setTimeout(prepararFormatos, 0);
  import('./App')
    .then(({ default: App }) =>
      mostrar(<App splashMinMs={aposEntrar ? 0 : splashRestante()} sessaoIniciada={aposEntrar} inicioSessao={inicio} />),
    )
    .catch(falhaAoCarregar);
}

// A visitor on the sign-in page needs none of react-admin yet: the small entry loads instead.
if (window.location.pathname === CAMINHO_ENTRADA && !getUsuario()) {
  Promise.all([import('./auth/EntradaApp'), esperar(splashRestante())])
    .then(([{ default: EntradaApp }]) => mostrar(<EntradaApp abrirPainel={() => abrirPainel(getUsuario() !== null)} />))
    .catch(falhaAoCarregar);
} else {
  abrirPainel(false);
}
