import { defineHandler } from '../../../dispatch/action-handler';

export const coreTeam = defineHandler('coreTeam', ({ services, lang }) =>
  services.content.coreTeam(lang),
);
