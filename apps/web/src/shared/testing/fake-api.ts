import type { ActionInput, ActionOutput } from '@atelier/contract';
import type { ActionName } from '@atelier/contract/routes';
import { vi } from 'vitest';
import type { UploadAction } from '../api/upload-file';
import type { CallOptions, Transport } from '../api/transport';

/** What a handler is given: the action's input, or the file for a multipart action. */
export type FakeInput<K extends ActionName> = K extends UploadAction ? Blob : ActionInput<K>;

export type FakeHandler<K extends ActionName> = (
  input: FakeInput<K>,
  options: CallOptions | undefined,
) => ActionOutput<K> | Promise<ActionOutput<K>>;

type AnyHandler = (input: unknown, options: CallOptions | undefined) => unknown;

const handlers = new Map<ActionName, AnyHandler>();
let unanswered: 'refuse' | 'hold' = 'refuse';

/**
 * Every call as the caller made it, `(name, input?, options?)`, for assertions such as
 * `expect(fakeApi.calls).toHaveBeenCalledWith('orderCancel', { id: 41 })`.
 */
const calls = vi.fn<(name: ActionName, input?: unknown, options?: CallOptions) => void>();

/** Trailing arguments the caller left out are not recorded as `undefined`. */
function record(name: ActionName, input: unknown, options: CallOptions | undefined): void {
  if (options !== undefined) calls(name, input, options);
  else if (input !== undefined) calls(name, input);
  else calls(name);
}

const transport: Transport = (name, input, options) => {
  record(name, input, options);
  const handler = handlers.get(name);
  if (!handler) {
    return unanswered === 'hold'
      ? new Promise(() => undefined)
      : Promise.reject(new Error(`no fake answer for ${name}`));
  }
  try {
    return Promise.resolve(handler(input, options));
  } catch (error) {
    return Promise.reject(error);
  }
};

/**
 * The API as web unit tests see it: a handler per contract action, answering in place of the
 * network (the setup file installs it as the request transport and empties it after each test).
 * A handler throws, or returns a rejected promise, to refuse; an action without one is refused
 * with an error naming it.
 */
export const fakeApi = {
  transport,
  calls,

  on<K extends ActionName>(name: K, handler: FakeHandler<K>): void {
    handlers.set(name, handler as AnyHandler);
  },

  /** Answers `name` with `output` each time. */
  answer<K extends ActionName>(name: K, output: ActionOutput<K>): void {
    handlers.set(name, () => output);
  },

  /** Refuses `name` with `error` each time. */
  refuse(name: ActionName, error: unknown): void {
    handlers.set(name, () => Promise.reject(error));
  },

  /** From now on an action without a handler never settles: a page that asks for it stays loading. */
  holdUnanswered(): void {
    unanswered = 'hold';
  },

  /** The inputs of every call of one action, oldest first. */
  inputsOf<K extends ActionName>(name: K): FakeInput<K>[] {
    return calls.mock.calls
      .filter(([called]) => called === name)
      .map(([, input]) => input as FakeInput<K>);
  },

  /** The names of every action called, oldest first. */
  names(): ActionName[] {
    return calls.mock.calls.map(([name]) => name);
  },

  reset(): void {
    handlers.clear();
    unanswered = 'refuse';
    calls.mockReset();
  },
};
