import { RequestError } from '../api/request-error';
import { i18n } from '../i18n/i18n';
import { feedback } from '../ui/feedback';

const KNOWN_KINDS = [
  'InternalError',
  'ReferenceError',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'EvalError',
  'URIError',
] as const;

function kindOf(error: unknown): string {
  const name = error instanceof Error ? error.name : undefined;
  return KNOWN_KINDS.find((kind) => kind === name) ?? 'unknown';
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Shows an uncaught error as a notification titled by its kind, and logs it. */
export function reportScriptError(error: unknown): void {
  console.error(error);
  feedback.notification.error({
    title: i18n.t(`errorKind.${kindOf(error)}`),
    description: messageOf(error),
  });
}

/**
 * Failures of the request client either were shown already or, for HTTP failures, are meant
 * to be silent; only errors without an HTTP status count as script errors.
 */
function isHandledRequestError(error: unknown): boolean {
  return error instanceof RequestError && (error.shown || error.httpStatus !== undefined);
}

/** Reports uncaught errors and unhandled rejections; returns a function that uninstalls. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // A cross-origin script gives no error object, only the text "Script error.".
    const error: unknown = event.error ?? event.message;
    if (isHandledRequestError(error)) return;
    reportScriptError(error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (isHandledRequestError(reason)) {
      event.preventDefault();
      return;
    }
    reportScriptError(reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
