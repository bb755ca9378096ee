import { defineHandler } from '../../../dispatch/action-handler';

export const processInfo = defineHandler('processInfo', ({ input, services, lang }) =>
  services.content.process(input, lang),
);
