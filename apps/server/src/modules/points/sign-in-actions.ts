import type { ModuleHandlers } from '../action-handler';
import type { SignInService } from './sign-in-service';

/** The daily sign-in: the dispatcher admits only a signed-in customer. */
export const signInActions = {
  sign: ({ user, services }) => services.signIn.sign(user.id),
  signCalendar: ({ user, input, services }) => services.signIn.calendar(user.id, input),
} satisfies ModuleHandlers<{ signIn: SignInService }>;
