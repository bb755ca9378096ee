import { defineHandler } from '../../../dispatch/action-handler';

export const technology = defineHandler('technology', ({ services, lang }) =>
  services.content.technologies(lang),
);
