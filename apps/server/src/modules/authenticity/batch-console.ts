/* eslint-disable @typescript-eslint/no-unused-vars -- a stub until its part is built */
import type { ActionOutput, ActionParams } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auditor } from '../admin/auditor';
import type { AuthenticityDeps } from './authenticity-deps';

const notBuilt = (): never => {
  throw new Error('Serial batches are being built');
};

/** The console's serial batches: issue, list, label sheet, CSV, revoke; serials of an order. */
export function batchConsole(db: Kysely<Database>, deps: AuthenticityDeps) {
  void db;
  void deps;
  return {
    list: (input: ActionParams<'serialBatchList'>): Promise<ActionOutput<'serialBatchList'>> =>
      notBuilt(),
    info: (id: number): Promise<ActionOutput<'serialBatchInfo'>> => notBuilt(),
    create: (
      input: ActionParams<'serialBatchCreate'>,
      audit: Auditor,
    ): Promise<ActionOutput<'serialBatchCreate'>> => notBuilt(),
    serials: (
      input: ActionParams<'serialBatchSerials'>,
    ): Promise<ActionOutput<'serialBatchSerials'>> => notBuilt(),
    labels: (id: number, origin: string): Promise<ActionOutput<'serialBatchLabels'>> => notBuilt(),
    exportCsv: (id: number, origin: string): Promise<ActionOutput<'serialBatchExport'>> =>
      notBuilt(),
    revoke: (
      input: ActionParams<'serialBatchRevoke'>,
      audit: Auditor,
    ): Promise<ActionOutput<'serialBatchRevoke'>> => notBuilt(),
    attachToOrder: (
      input: ActionParams<'orderSerialAttach'>,
      audit: Auditor,
    ): Promise<ActionOutput<'orderSerialAttach'>> => notBuilt(),
  };
}
export type BatchConsole = ReturnType<typeof batchConsole>;
