import { defineHandler } from '../../../dispatch/action-handler';

export const city = defineHandler('city', ({ services, lang }) =>
  services.content.storyPage('city', lang),
);
