import { defineHandler } from '../../../dispatch/action-handler';

export const logout = defineHandler('logout', async ({ user, services }) => {
  await services.account.logout(user);
  return {};
});
