/** The drops' console links: a drop is named by `?id=`. */
export const dropsPaths = {
  drops: '/admin/drops',
  drop: (id: number) => `/admin/drop?id=${id}`,
};
