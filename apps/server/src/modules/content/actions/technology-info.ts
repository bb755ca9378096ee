import { defineHandler } from '../../../dispatch/action-handler';

export const technologyInfo = defineHandler('technologyInfo', ({ input, services, lang }) =>
  services.content.technology(input, lang),
);
