/** The serial batches' console links: a batch and its label sheet are named by `?id=`. */
export const serialsPaths = {
  batches: '/admin/serial-batches',
  batch: (id: number) => `/admin/serial-batch?id=${id}`,
  labels: (id: number) => `/admin/serial-labels?id=${id}`,
};
