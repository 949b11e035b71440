/** 12:00 in São Paulo on 21/11/2026: the fixed "now" of the server tests. */
export const AGORA_TESTES = new Date('2026-11-21T15:00:00.000Z');

/** Orders createTestApp seeds unless a test asks for another number. */
export const PEDIDOS_TESTES = 4000;
