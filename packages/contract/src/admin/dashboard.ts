import type { ActionSchema } from '../registry';

export const dashboardConsoleSchemas = {} satisfies Record<string, ActionSchema>;
