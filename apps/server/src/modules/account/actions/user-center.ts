import { defineHandler } from '../../../dispatch/action-handler';

export const userCenter = defineHandler('userCenter', async ({ user, services }) => ({
  ...(await services.account.centre(user)),
  orders: await services.orders.countsByStatus(user.id),
}));
