import { defineHandler } from '../../../dispatch/action-handler';

export const joinUs = defineHandler('joinUs', ({ input, services, lang }) =>
  services.hiring.list(input, lang),
);
