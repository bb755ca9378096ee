import { defineHandler } from '../../../dispatch/action-handler';

export const founder = defineHandler('founder', ({ services, lang }) =>
  services.content.founder(lang),
);
