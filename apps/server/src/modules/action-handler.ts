import type { ActionName, ActionOutput, ActionParams, Lang, routes } from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/account/account-service';
import type { Services } from '../services';

type UserOf<K extends ActionName> = (typeof routes)[K]['auth'] extends true
  ? AuthUser
  : AuthUser | null;

export interface ActionContext<K extends ActionName> {
  input: ActionParams<K>;
  lang: Lang;
  /** Present whenever the action requires a user; the dispatcher refuses otherwise. */
  user: UserOf<K>;
  services: Services;
  request: FastifyRequest;
}

export type ActionHandler<K extends ActionName> = (
  ctx: ActionContext<K>,
) => Promise<ActionOutput<K>> | ActionOutput<K>;

export type ActionHandlers = { [K in ActionName]: ActionHandler<K> };

/** Lets a handler file declare its action once and be type-checked against the contract. */
export function defineHandler<K extends ActionName>(
  _name: K,
  handler: ActionHandler<K>,
): ActionHandler<K> {
  return handler;
}
