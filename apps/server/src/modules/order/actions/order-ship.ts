import { defineHandler } from '../../../dispatch/action-handler';

/** Administrators only: the dispatcher refuses everyone else (`admin` in the routes). */
export const orderShip = defineHandler('orderShip', ({ input, services, lang }) =>
  services.orders.ship(input, lang, Date.now()),
);
