import { defineHandler } from '../../../dispatch/action-handler';

export const process = defineHandler('process', ({ services, lang }) =>
  services.content.processes(lang),
);
