import type { FeedbackApi } from './feedback-api';

let bridged: FeedbackApi | null = null;
let staticApi: Promise<FeedbackApi> | null = null;

/** Called by FeedbackBridge: from then on, feedback is bound to the app's theme and locale. */
export function setBridgedFeedback(api: FeedbackApi | null): void {
  bridged = api;
}

/**
 * antd's message, notification and modal: the app-bound ones once the bridge is mounted, else
 * antd's static ones. Those are loaded on first use so antd stays out of the first paint.
 */
export function loadFeedback(): Promise<FeedbackApi> {
  if (bridged) return Promise.resolve(bridged);
  staticApi ??= import('./feedback-static').then((module) => module.staticFeedback());
  return staticApi;
}

function show(present: (api: FeedbackApi) => unknown): void {
  // Synchronous when mounted, so a toast appears in the same frame as the failure.
  if (bridged) present(bridged);
  else void loadFeedback().then(present);
}

type Args<F> = F extends (...args: infer A) => unknown ? A : never;

function forward<K extends keyof FeedbackApi, M extends string & keyof FeedbackApi[K]>(
  part: K,
  methods: readonly M[],
) {
  const out = {} as { [N in M]: (...args: Args<FeedbackApi[K][N]>) => void };
  for (const method of methods) {
    out[method] = (...args) =>
      show((api) => (api[part][method] as (...a: typeof args) => unknown)(...args));
  }
  return out;
}

/** Toasts, notifications and dialogs for code outside React: the request client, error handlers. */
export const feedback = {
  message: forward('message', ['success', 'error', 'info', 'warning', 'loading'] as const),
  notification: forward('notification', ['success', 'error', 'info', 'warning', 'open'] as const),
  modal: forward('modal', ['confirm', 'info', 'success', 'error', 'warning'] as const),
};
