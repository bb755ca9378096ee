import type { ActionSchema } from '../registry';

export const customerConsoleSchemas = {} satisfies Record<string, ActionSchema>;
