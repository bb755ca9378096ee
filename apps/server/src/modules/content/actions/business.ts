import { defineHandler } from '../../../dispatch/action-handler';

export const business = defineHandler('business', ({ services, lang }) =>
  services.content.storyPage('business', lang),
);
