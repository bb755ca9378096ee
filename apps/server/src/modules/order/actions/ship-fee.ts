import { defineHandler } from '../../../dispatch/action-handler';

export const shipFee = defineHandler('shipFee', ({ input, services }) =>
  services.orders.shipFee(input),
);
