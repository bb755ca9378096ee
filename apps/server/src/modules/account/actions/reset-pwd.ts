import { defineHandler } from '../../../dispatch/action-handler';

export const resetPwd = defineHandler('resetPwd', async ({ input, services }) => {
  await services.account.resetPassword(input);
  return {};
});
