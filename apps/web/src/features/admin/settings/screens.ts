import type { ConsoleScreen } from '../console/screens';

export const settingsScreens: ConsoleScreen[] = [];
