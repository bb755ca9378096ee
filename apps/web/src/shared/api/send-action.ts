import { actionPath, routes, type ActionName } from '@atelier/contract/routes';
import { UPLOAD_FIELD } from '@atelier/contract/formats';
import { appConfig } from '../config/app-config';
import { request } from './request';
import { replacedTransport, type CallOptions, type Transport } from './transport';

export function actionUrl(name: ActionName): string {
  return `${appConfig.apiBase}${actionPath(name)}`;
}

function formOf(file: Blob): FormData {
  const form = new FormData();
  if (file instanceof File) form.append(UPLOAD_FIELD, file, file.name);
  else form.append(UPLOAD_FIELD, file);
  return form;
}

/** Over HTTP, with the method the contract declares for the action. */
const httpTransport: Transport = (name, input, options = {}) => {
  const route = routes[name];
  const multipart = 'body' in route && route.body === 'multipart';
  return request({
    ...options,
    url: actionUrl(name),
    method: route.method,
    data: multipart ? formOf(input as Blob) : (input as Record<string, unknown> | undefined),
  });
};

/** The one way out to the API: every action, read or write, file or not, passes here. */
export function sendAction(
  name: ActionName,
  input?: unknown,
  options?: CallOptions,
): Promise<unknown> {
  return (replacedTransport() ?? httpTransport)(name, input, options);
}
