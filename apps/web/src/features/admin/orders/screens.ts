import type { ConsoleScreen } from '../console/screens';

export const ordersScreens: ConsoleScreen[] = [];
