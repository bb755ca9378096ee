import { defineHandler } from '../../../dispatch/action-handler';

/** Administrators only: the dispatcher refuses everyone else (`admin` in the routes). */
export const orderTrack = defineHandler('orderTrack', ({ input, services }) =>
  services.orders.track(input, Date.now()),
);
