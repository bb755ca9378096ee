import type { ActionInput, ActionOutput } from '@atelier/contract';
import { routes, type ActionName } from '@atelier/contract/routes';
import { appConfig } from '../config';
import { request, type RequestOptions } from './request';

export type CallOptions = Pick<RequestOptions, 'signal' | 'withToken' | 'quietRefusal'>;

export function actionUrl(name: ActionName): string {
  return `${appConfig.apiBase}/api/index/${name}`;
}

/** Calls a contract action with the method the contract declares for it. */
export function callAction<K extends ActionName>(
  name: K,
  input?: ActionInput<K>,
  options: CallOptions = {},
): Promise<ActionOutput<K>> {
  return request<ActionOutput<K>>({
    ...options,
    url: actionUrl(name),
    method: routes[name].method,
    data: input as Record<string, unknown> | undefined,
  });
}
