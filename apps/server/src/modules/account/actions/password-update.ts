import { defineHandler } from '../../../dispatch/action-handler';

export const passwordUpdate = defineHandler('passwordUpdate', async ({ input, user, services }) => {
  await services.account.changePassword(user, input);
  return {};
});
