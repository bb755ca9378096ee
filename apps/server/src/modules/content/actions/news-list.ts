import { defineHandler } from '../../../dispatch/action-handler';

export const newsList = defineHandler('newsList', ({ input, services, lang }) =>
  services.content.newsList(input, lang),
);
