import { defineHandler } from '../../../dispatch/action-handler';
import { toProfile } from '../profile';

// The auth hook has already read the user's profile with the session.
export const userInfo = defineHandler('userInfo', ({ user }) => toProfile(user));
