import type { ActionName, ActionOutput, ActionParams, Lang, routes } from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../kernel/identity';
import type { Auditor } from '../kernel/auditor';

type UserOf<K extends ActionName> = (typeof routes)[K]['auth'] extends true
  ? AuthUser
  : AuthUser | null;

/** What a handler is given; `services` is typed as only what its module's table asks for. */
export interface ActionContext<K extends ActionName, S = unknown> {
  input: ActionParams<K>;
  lang: Lang;
  /** Present whenever the action requires a user; the dispatcher refuses otherwise. */
  user: UserOf<K>;
  services: S;
  request: FastifyRequest;
  /** Records a console write in the audit trail, inside the write's own transaction. */
  audit: Auditor;
}

export type ActionHandler<K extends ActionName, S = unknown> = (
  ctx: ActionContext<K, S>,
) => Promise<ActionOutput<K>> | ActionOutput<K>;

/**
 * A module's handler table: each entry is checked against its action in the contract, and a
 * name the contract does not have fails to compile. `S` is the services the module needs.
 */
export type ModuleHandlers<S> = { [K in ActionName]?: ActionHandler<K, S> };
