import { defineHandler } from '../../../dispatch/action-handler';

export const register = defineHandler('register', ({ input, services }) =>
  services.account.register(input),
);
