/* eslint-disable @typescript-eslint/no-unused-vars -- a stub until its part is built */
import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auditor } from '../admin/auditor';
import type { AuthenticityDeps } from './authenticity-deps';

const notBuilt = (): never => {
  throw new Error('Serial ownership is being built');
};

/** What owners do with their serials, customers' reports of fakes, and staff's queue of them. */
export function serialOwnershipService(db: Kysely<Database>, deps: AuthenticityDeps) {
  void db;
  void deps;
  return {
    mine: (
      input: ActionParams<'mySerials'>,
      lang: Lang,
      userId: number,
    ): Promise<ActionOutput<'mySerials'>> => notBuilt(),
    transferCode: (
      input: ActionParams<'serialTransferCreate'>,
      userId: number,
    ): Promise<ActionOutput<'serialTransferCreate'>> => notBuilt(),
    acceptTransfer: (
      input: ActionParams<'serialTransferAccept'>,
      lang: Lang,
      userId: number,
    ): Promise<ActionOutput<'serialTransferAccept'>> => notBuilt(),
    report: (
      input: ActionParams<'serialReport'>,
      userId: number,
    ): Promise<ActionOutput<'serialReport'>> => notBuilt(),
    reports: (input: ActionParams<'fakeReportList'>): Promise<ActionOutput<'fakeReportList'>> =>
      notBuilt(),
    decide: (
      input: ActionParams<'fakeReportDecide'>,
      audit: Auditor,
    ): Promise<ActionOutput<'fakeReportDecide'>> => notBuilt(),
  };
}
export type SerialOwnershipService = ReturnType<typeof serialOwnershipService>;
