import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProvider } from './provider';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
