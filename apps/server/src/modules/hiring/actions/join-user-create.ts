import { defineHandler } from '../../../dispatch/action-handler';

export const joinUserCreate = defineHandler('joinUserCreate', ({ input, services, lang, user }) =>
  services.hiring.apply(input, lang, user.id),
);
