import type { ConsoleScreen } from '../console/screens';

export const catalogScreens: ConsoleScreen[] = [];
