import { expect } from 'vitest';
import type { SondaDeEscopo } from '../escopos';

/** The security log of another group's user holds none of group 1's people. */
const seguranca: SondaDeEscopo = async () => ({
  'GET /v1/seguranca/eventos': {
    pedido: { url: '/v1/seguranca/eventos?limit=200' },
    conferir: (res) => expect(res.json().RES.map((e: { email: string }) => e.email).filter((e: string) => e.endsWith('@retaguarda.dev'))).toEqual([]),
  },
});

export default seguranca;
