import { Suspense, lazy, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { podeAbrirModulo } from '../registro/acesso';
import gestaoPedidos from '../modulos/vendas/gestao-pedidos';
import { getUsuario } from '../session/store';
import { abrirDialogo, carregarAjuda, carregarPaleta, dialogoAberto, useDialogoAtalhos } from './dialogoAtalhos';
import { campoDeBusca, dentroDeJanela, digitando, ehAtalhoDaPaleta, focarCampo } from './teclas';

const PaletaComandos = lazy(carregarPaleta);
const AjudaAtalhos = lazy(carregarAjuda);

const fechar = () => abrirDialogo(null);

/**
 * After '/' sent the user to the order list: focus its search box once the list renders it, unless
 * the user clicks or types first, or goes elsewhere.
 */
function focarBuscaQuandoAparecer(): () => void {
  const observador = new MutationObserver(() => {
    const campo = campoDeBusca();
    if (!campo) return;
    parar();
    focarCampo(campo);
  });
  function parar() {
    observador.disconnect();
    window.removeEventListener('pointerdown', parar, true);
    window.removeEventListener('keydown', parar, true);
  }
  observador.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('pointerdown', parar, true);
  window.addEventListener('keydown', parar, true);
  return parar;
}

/**
 * The panel's keyboard shortcuts ('?' lists them): '/' goes to the order list's search box, Ctrl+K
 * (Cmd+K) opens the command palette, '?' the list of shortcuts. '/' and '?' are text while the user
 * types in a field; Ctrl+K is no character, so it works there too. Mounted once in the frame; the
 * two dialogs are chunks of their own, loaded on first use.
 */
export function AtalhosTeclado() {
  // react-router makes a new navigate on every navigation: the listener reads the latest one, and
  // stays put (a wait for the list's search box must outlive the navigation that starts it).
  const navegarAgora = useNavigate();
  const navegar = useRef(navegarAgora);
  useEffect(() => {
    navegar.current = navegarAgora;
  }, [navegarAgora]);
  const { pathname } = useLocation();
  const dialogo = useDialogoAtalhos();

  useEffect(() => {
    let pararEspera: (() => void) | null = null;
    const aoTeclar = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      if (ehAtalhoDaPaleta(e)) {
        e.preventDefault();
        abrirDialogo(dialogoAberto() === 'paleta' ? null : 'paleta');
        return;
      }
      // AltGr arrives as Ctrl+Alt on Windows: ABNT2 keyboards type '/' with it.
      if (e.metaKey || (e.ctrlKey && !e.altKey)) return;
      if ((e.key !== '/' && e.key !== '?') || digitando(e.target) || dentroDeJanela(e.target) || dialogoAberto()) return;
      e.preventDefault();
      if (e.key === '?') {
        abrirDialogo('ajuda');
        return;
      }
      const campo = campoDeBusca();
      if (campo) focarCampo(campo);
      else if (podeAbrirModulo(getUsuario()?.permissoes.permissions ?? [], gestaoPedidos)) {
        pararEspera?.();
        pararEspera = focarBuscaQuandoAparecer();
        navegar.current(gestaoPedidos.route);
      } else abrirDialogo('paleta');
    };
    document.addEventListener('keydown', aoTeclar);
    return () => {
      document.removeEventListener('keydown', aoTeclar);
      pararEspera?.();
    };
  }, []);

  // A dialog belongs to the screen it was opened on: a navigation (Back) closes it.
  useEffect(() => fechar(), [pathname]);

  return (
    <Suspense fallback={null}>
      {dialogo === 'paleta' && <PaletaComandos onFechar={fechar} />}
      {dialogo === 'ajuda' && <AjudaAtalhos onFechar={fechar} />}
    </Suspense>
  );
}
