import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { studioRoutes } from './studio-routes';

describe('the home group', () => {
  it('/home opens the group at its first page, /about', async () => {
    const router = createMemoryRouter([...studioRoutes, { path: '/about', element: null }], {
      initialEntries: ['/home'],
    });
    await router.navigate('/home');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });
});
