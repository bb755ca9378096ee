import type { ActionSchema } from '../registry';
import { orderShip, orderTrack } from '../actions/order';

export const orderConsoleSchemas = { orderShip, orderTrack } satisfies Record<string, ActionSchema>;
