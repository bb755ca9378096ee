import { defineHandler } from '../../../dispatch/action-handler';

/** Administrators only: the dispatcher refuses everyone else (`admin` in the routes). */
export const orderTrack = defineHandler('orderTrack', ({ input, services, lang }) =>
  services.orders.track(input, lang, Date.now()),
);
