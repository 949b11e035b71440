/** The MSW server of the panel and unit tests: default session handlers, overridden per test with server.use(). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
