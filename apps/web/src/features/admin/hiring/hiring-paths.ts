/** Where the hiring screens live under /admin. */
export const hiringPaths = {
  positions: '/admin/positions',
  position: (id?: number) => (id ? `/admin/position?id=${id}` : '/admin/position'),
  applications: '/admin/applications',
  application: (id: number) => `/admin/application?id=${id}`,
};
