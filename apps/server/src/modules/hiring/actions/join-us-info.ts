import { defineHandler } from '../../../dispatch/action-handler';

export const joinUsInfo = defineHandler('joinUsInfo', ({ input, services, lang }) =>
  services.hiring.info(input, lang),
);
