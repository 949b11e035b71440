/** The MSW server of the panel and unit tests: no default answers; a test installs the real server's bridge (tests/panel/servidorReal.ts) and its faults with server.use(). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
