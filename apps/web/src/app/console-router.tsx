import { createBrowserRouter } from 'react-router';
import { loadOtherDocument } from './navigation/other-document';
import { consoleRoutes } from './routes/console-routes';

/** The console's route table: its frame under /admin, and every other path is the shop's. */
export const consoleRouter = createBrowserRouter([
  ...consoleRoutes,
  { path: '*', loader: loadOtherDocument },
]);
