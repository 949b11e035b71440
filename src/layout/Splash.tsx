/**
 * The start-up splash: the very markup index.html paints before any script arrives, drawn by the
 * styles in index.html's head, so taking over from it cannot move a pixel. Plain elements: it
 * renders while the panel starts underneath, when every millisecond of a phone's CPU counts.
 */
export function Splash() {
  return (
    <div className="splash" role="status" aria-live="polite">
      {/* decorative here: the status text already says what is happening */}
      <div className="splash-logo" aria-hidden="true" />
      <div className="splash-roda" role="progressbar" aria-label="Carregando o painel" />
      <p>Carregando o Retaguarda…</p>
    </div>
  );
}
