import { resolveErrorMessage } from './resolveErrorMessage';

/** An API answer outside 2xx: carries the status, the parsed body and the resolved message. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(resolveErrorMessage(body));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}
