import { defineHandler } from '../../../dispatch/action-handler';

export const newsInfo = defineHandler('newsInfo', ({ input, services, lang }) =>
  services.content.news(input, lang),
);
