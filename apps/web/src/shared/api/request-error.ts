export interface RequestErrorInit {
  /** The envelope's code; 0 when there was no application answer (network, timeout, HTTP). */
  code?: number;
  httpStatus?: number;
  /** True once the client has shown the failure to the user, so nobody shows it twice. */
  shown?: boolean;
  requestId?: string;
  /** The input field a refusal is about, when the server names one. */
  field?: string;
  cause?: unknown;
}

/** Every rejection of the request client. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly code: number;
  readonly httpStatus: number | undefined;
  readonly shown: boolean;
  readonly requestId: string | undefined;
  readonly field: string | undefined;

  constructor(message: string, init: RequestErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code ?? 0;
    this.httpStatus = init.httpStatus;
    this.shown = init.shown ?? false;
    this.requestId = init.requestId;
    this.field = init.field;
  }
}
