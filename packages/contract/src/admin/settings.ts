import type { ActionSchema } from '../registry';

export const settingsConsoleSchemas = {} satisfies Record<string, ActionSchema>;
