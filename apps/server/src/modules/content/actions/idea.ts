import { defineHandler } from '../../../dispatch/action-handler';

export const idea = defineHandler('idea', ({ services, lang }) =>
  services.content.storyPage('idea', lang),
);
