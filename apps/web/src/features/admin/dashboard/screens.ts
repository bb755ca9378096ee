import type { ConsoleScreen } from '../console/screens';

export const dashboardScreens: ConsoleScreen[] = [];
