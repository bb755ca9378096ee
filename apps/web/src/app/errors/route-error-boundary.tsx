import { useRouteError } from 'react-router';
import { RouteErrorView } from './route-error-view';

/** Every route's error element: a loader that throws, a page that fails to render. */
export function RouteErrorBoundary() {
  return <RouteErrorView error={useRouteError()} />;
}
