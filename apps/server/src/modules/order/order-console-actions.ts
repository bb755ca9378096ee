import type { ModuleHandlers } from '../action-handler';

/** Console actions; the dispatcher admits only staff with each one's permission. */
export const orderConsoleActions = {} satisfies ModuleHandlers<unknown>;
