import type { z } from 'zod';
import { routes, type ActionName } from './routes';
import * as account from './actions/account';
import * as site from './actions/site';

export interface ActionSchema {
  summary: string;
  input: z.ZodObject;
  output: z.ZodType;
}

/** Every action's schemas, keyed by action name; the single source of the wire format. */
export const schemas = {
  banner: site.banner,
  company: site.company,
  getLink: site.getLink,
  productCategory: site.productCategory,
  shopConfig: site.shopConfig,
  userInfo: account.userInfo,
} satisfies Record<ActionName, ActionSchema>;

// The other direction: every schema has a route.
const _everySchemaRouted: Record<keyof typeof schemas, unknown> = routes;
void _everySchemaRouted;

export type ActionInput<K extends ActionName> = z.input<(typeof schemas)[K]['input']>;
export type ActionParams<K extends ActionName> = z.output<(typeof schemas)[K]['input']>;
export type ActionOutput<K extends ActionName> = z.output<(typeof schemas)[K]['output']>;
