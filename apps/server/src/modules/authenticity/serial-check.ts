/* eslint-disable @typescript-eslint/no-unused-vars -- a stub until its part is built */
import type { ActionOutput, ActionParams } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auditor } from '../admin/auditor';
import type { AuthenticityDeps } from './authenticity-deps';

const notBuilt = (): never => {
  throw new Error('The serial check is being built');
};

/** Who is checking: the account if signed in, the browser's device id, the client address. */
export interface CheckClient {
  userId: number | null;
  device: string | null;
  ip: string;
}

/** The check anyone can run, its budgets, and the alerts it raises; staff's lookup and inbox. */
export function serialCheckService(db: Kysely<Database>, deps: AuthenticityDeps) {
  void db;
  void deps;
  return {
    check: (input: ActionParams<'qrCode'>, client: CheckClient): Promise<ActionOutput<'qrCode'>> =>
      notBuilt(),
    lookup: (input: ActionParams<'serialLookup'>): Promise<ActionOutput<'serialLookup'>> =>
      notBuilt(),
    alerts: (input: ActionParams<'serialAlertList'>): Promise<ActionOutput<'serialAlertList'>> =>
      notBuilt(),
    acknowledge: (
      input: ActionParams<'serialAlertDecide'>,
      audit: Auditor,
    ): Promise<ActionOutput<'serialAlertDecide'>> => notBuilt(),
  };
}
export type SerialCheckService = ReturnType<typeof serialCheckService>;
