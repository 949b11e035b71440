/**
 * The http unit tests run in jsdom (relative API paths resolve against its origin, and
 * localStorage exists) with the shared MSW server, started here because the unit project has
 * no set-up file of its own.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../../mocks/server';
import { reloadSessao } from '../../../src/session/store';

export function usarMsw(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    reloadSessao();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
}
