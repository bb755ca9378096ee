import type { ConsoleScreen } from '../console/screens';

export const customersScreens: ConsoleScreen[] = [];
