import type { ActionInput, ActionOutput } from '@atelier/contract';
import type { ActionName } from '@atelier/contract/routes';
import { sendAction } from './send-action';
import type { CallOptions } from './transport';

export type { CallOptions } from './transport';

/** Calls a contract action with the method the contract declares for it. */
export function callAction<K extends ActionName>(
  name: K,
  input?: ActionInput<K>,
  options?: CallOptions,
): Promise<ActionOutput<K>> {
  return sendAction(name, input, options) as Promise<ActionOutput<K>>;
}
