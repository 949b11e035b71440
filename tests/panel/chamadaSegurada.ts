import { http } from 'msw';
import { server } from '../mocks/server';

export interface ChamadaSegurada {
  /** Lets the held call go on to the real server. */
  liberar: () => void;
  /** Settles once the real server's answer has gone back to the panel. */
  respondida: Promise<void>;
  foiRespondida: () => boolean;
}

/**
 * The next call to `caminho` held until the test lets it go, then answered by the real server (a
 * resolver that returns nothing falls through to servidorReal's): for what the panel shows, or
 * must already have done, while an answer is on its way.
 */
export function segurarChamada(metodo: 'get' | 'post' | 'put', caminho: string): ChamadaSegurada {
  let liberar = () => undefined as void;
  const aguardando = new Promise<void>((r) => (liberar = r));
  let respondidaAgora = false;
  let marcarRespondida = () => undefined as void;
  const respondida = new Promise<void>((r) => (marcarRespondida = r));
  server.use(
    http[metodo](
      `*${caminho}`,
      async ({ requestId }) => {
        const aoTerminar = (evento: { requestId: string }) => {
          if (evento.requestId !== requestId) return;
          server.events.removeListener('request:end', aoTerminar);
          respondidaAgora = true;
          marcarRespondida();
        };
        server.events.on('request:end', aoTerminar);
        await aguardando;
      },
      { once: true },
    ),
  );
  return { liberar, respondida, foiRespondida: () => respondidaAgora };
}
