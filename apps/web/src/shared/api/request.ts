import { Code } from '@atelier/contract/codes';
import { appConfig } from '../config/app-config';
import { paths } from '../config/paths';
import { getLang, i18n } from '../i18n/i18n';
import { getToken, useSession } from '../session/session-store';
import { feedback } from '../ui/feedback';
import { RequestError } from './request-error';

export { RequestError } from './request-error';

export type HttpMethod = 'GET' | 'POST';

export interface RequestOptions {
  url?: string;
  method?: HttpMethod;
  /** Query parameters (GET) or a JSON body (POST); a FormData goes out as a multipart POST. */
  data?: Record<string, unknown> | FormData;
  /** Attach the session token when there is one (default true). */
  withToken?: boolean;
  /**
   * Leave a refusal (code 100) to the caller, which shows it in the page itself, such as a
   * product page's "not found" state; every other failure is still shown as usual.
   */
  quietRefusal?: boolean;
  signal?: AbortSignal;
}

/**
 * How far the server's clock is ahead of the browser's, from the `x-server-time` (epoch ms) of
 * the last public read: a countdown to a release keeps to the server (`lib/server-clock`). Here,
 * not in a module of its own, because this client is in every page's first load.
 */
export const serverClock = { offset: 0 };

/** The spec fixes this rejection text in Chinese, whatever the interface language. */
export const NOT_CONFIGURED_MESSAGE = '接口未配置';
const RELOGIN_DELAY_MS = 1000;
const SESSION_TOAST_KEY = 'session-invalid';

type Navigate = (path: string) => void;

const defaultNavigate: Navigate = (path) => window.location.assign(path);
let navigate: Navigate = defaultNavigate;

/** The app shell registers the router's navigate here; without it the page is reloaded. */
export function setNavigator(fn: Navigate | null): void {
  navigate = fn ?? defaultNavigate;
}

interface Envelope {
  code: number | undefined;
  msg: string;
  data: unknown;
  requestId: string | undefined;
  field: string | undefined;
}

function readEnvelope(body: unknown): Envelope | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const code = typeof record.code === 'string' ? Number(record.code) : record.code;
  return {
    code: typeof code === 'number' && Number.isFinite(code) ? code : undefined,
    msg: typeof record.msg === 'string' ? record.msg : '',
    data: record.data,
    requestId: typeof record.request_id === 'string' ? record.request_id : undefined,
    field: typeof record.field === 'string' ? record.field : undefined,
  };
}

function toQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) search.append(key, value.toISOString());
    else if (typeof value === 'object') search.append(key, JSON.stringify(value));
    else search.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else append(key, value);
  }
  return search.toString();
}

const failedMessage = () => i18n.t('request.failed');

function notifySessionInvalid(): void {
  // Several requests can fail together; one toast is enough.
  void feedback.message.error({
    content: i18n.t('request.sessionInvalid'),
    key: SESSION_TOAST_KEY,
  });
}

let reloginDialogOpen = false;

/** Response code 401: logout, toast, and one "log in again?" dialog at a time. */
function onSessionInvalidCode(): void {
  useSession.getState().end();
  notifySessionInvalid();
  if (reloginDialogOpen) return;
  reloginDialogOpen = true;
  feedback.modal.confirm({
    title: i18n.t('request.systemNotice'),
    content: i18n.t('request.loginExpired'),
    okText: i18n.t('request.relogin'),
    cancelText: i18n.t('dialog.cancel'),
    onOk: () => {
      reloginDialogOpen = false;
      navigate(paths.login.href());
    },
    onCancel: () => {
      reloginDialogOpen = false;
    },
  });
}

let reloginPending = false;

/** HTTP 401: logout, toast, and the login page a second later. */
function onHttpUnauthorized(): void {
  useSession.getState().end();
  notifySessionInvalid();
  if (reloginPending) return;
  reloginPending = true;
  setTimeout(() => {
    reloginPending = false;
    navigate(paths.login.href());
  }, RELOGIN_DELAY_MS);
}

function notificationTitle(code: number): string {
  if (code === Code.NOT_FOUND) return i18n.t('request.notFoundTitle');
  if (code === Code.RATE_LIMITED) return i18n.t('request.rateLimitedTitle');
  return i18n.t('request.errorTitle');
}

/** Shows a refused envelope the way its code asks and returns the rejection. */
function refuse(
  envelope: Envelope & { code: number },
  httpStatus: number,
  quietRefusal: boolean,
): RequestError {
  const message = envelope.msg || failedMessage();
  if (quietRefusal && envelope.code === Code.REFUSED) {
    return new RequestError(message, {
      code: envelope.code,
      httpStatus,
      requestId: envelope.requestId,
      field: envelope.field,
    });
  }
  if (envelope.code === Code.UNAUTHORIZED) {
    onSessionInvalidCode();
  } else if (envelope.code === appConfig.serverErrorCode) {
    void feedback.message.error(message);
  } else {
    feedback.notification.error({ title: notificationTitle(envelope.code), description: message });
  }
  return new RequestError(message, {
    code: envelope.code,
    httpStatus,
    shown: true,
    requestId: envelope.requestId,
    field: envelope.field,
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A copy of the form with `lang` first, so the server sees it before the file it streams. */
function withLang(form: FormData, lang: string): FormData {
  const out = new FormData();
  out.append('lang', lang);
  for (const [key, value] of form.entries()) {
    if (key !== 'lang') out.append(key, value);
  }
  return out;
}

function withQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function buildRequest(options: RequestOptions & { url: string }): {
  url: string;
  init: RequestInit;
} {
  const method = options.method ?? 'GET';
  const lang = getLang();

  const headers = new Headers();
  const token = options.withToken === false ? '' : getToken();
  if (token !== '') headers.set(appConfig.tokenHeader, `${appConfig.tokenPrefix}${token}`);

  if (options.data instanceof FormData) {
    // The browser writes the multipart content type with its boundary. A multipart action
    // reads only its parts, so `lang` also rides in the query, where the server looks for it.
    return {
      url: withQuery(options.url, toQuery({ lang })),
      init: { method: 'POST', headers, body: withLang(options.data, lang) },
    };
  }

  headers.set('Content-Type', 'application/json');
  const data: Record<string, unknown> = { ...options.data, lang };
  if (method === 'GET') {
    return { url: withQuery(options.url, toQuery(data)), init: { method, headers } };
  }
  return { url: options.url, init: { method, headers, body: JSON.stringify(data) } };
}

/**
 * Calls the API and resolves with the envelope's `data`. Every failure rejects with a
 * RequestError; what the user is shown follows the error catalogue (spec section 8).
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  if (!options.url) throw new RequestError(NOT_CONFIGURED_MESSAGE);
  const { url, init } = buildRequest({ ...options, url: options.url });

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), appConfig.requestTimeoutMs);
  const { signal } = options;
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, { ...init, signal: controller.signal });
    const serverTime = response.headers.get('x-server-time');
    if (serverTime) serverClock.offset = +serverTime - Date.now();
    body = await readBody(response);
  } catch (cause) {
    // Network failure, timeout or cancellation: rejected without a message.
    throw new RequestError(failedMessage(), { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const httpStatus = response.status;
  if (httpStatus === 401) {
    onHttpUnauthorized();
    throw new RequestError(i18n.t('request.sessionInvalid'), {
      code: Code.UNAUTHORIZED,
      httpStatus,
      shown: true,
    });
  }

  const envelope = readEnvelope(body);
  const code = envelope?.code;
  if (envelope && code !== undefined && code !== Code.OK) {
    throw refuse({ ...envelope, code }, httpStatus, options.quietRefusal === true);
  }
  if (!response.ok || envelope === null) {
    throw new RequestError(failedMessage(), { httpStatus });
  }
  return envelope.data as T;
}
