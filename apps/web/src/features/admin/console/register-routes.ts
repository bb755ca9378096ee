import { consoleRoutes } from '@atelier/contract/admin-routes';
import { addActionRoutes } from '@/shared/api/send-action';

// The console's actions become callable when the console loads: their table stays out of every
// customer page's first download.
addActionRoutes('/api/admin/', consoleRoutes);
