import { defineHandler } from '../../../dispatch/action-handler';

// `remember` only decides how long the browser keeps its cookie; every token lives 24 hours.
export const login = defineHandler('login', ({ input, services }) => services.account.login(input));
