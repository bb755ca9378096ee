import type { ActionSchema } from '../registry';

export const catalogConsoleSchemas = {} satisfies Record<string, ActionSchema>;
