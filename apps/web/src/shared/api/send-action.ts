import { siteRoutes, type ActionName, type RouteSpec } from '@atelier/contract/routes';
import { UPLOAD_FIELD } from '@atelier/contract/shell-formats';
import { appConfig } from '../config/app-config';
import { request } from './request';
import { replacedTransport, type CallOptions, type Transport } from './transport';

type RouteTable = Partial<Record<ActionName, RouteSpec>>;

/**
 * Where each action is served, and how. The site's actions are known from the start; the
 * console adds its own when it loads, so their table stays out of every customer page's
 * first download.
 */
const tables: Array<{ base: string; routes: RouteTable }> = [
  { base: '/api/index/', routes: siteRoutes },
];

export function addActionRoutes(base: string, routes: RouteTable): void {
  tables.push({ base, routes });
}

function located(name: ActionName): { url: string; route: RouteSpec } {
  for (const { base, routes } of tables) {
    const route = routes[name];
    if (route) return { url: `${appConfig.apiBase}${base}${name}`, route };
  }
  throw new Error(`The action ${name} is not loaded`);
}

export function actionUrl(name: ActionName): string {
  return located(name).url;
}

function formOf(file: Blob): FormData {
  const form = new FormData();
  if (file instanceof File) form.append(UPLOAD_FIELD, file, file.name);
  else form.append(UPLOAD_FIELD, file);
  return form;
}

/** Over HTTP, with the method the contract declares for the action. */
const httpTransport: Transport = (name, input, options = {}) => {
  const { url, route } = located(name);
  const multipart = route.body === 'multipart';
  return request({
    ...options,
    url,
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
