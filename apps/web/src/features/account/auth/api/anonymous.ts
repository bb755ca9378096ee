import type { CallOptions } from '@/shared/api/call-action';

// Signing in never carries an old token: a stale one must not turn into a session-expired dialog.
export const anonymous: CallOptions = { withToken: false };

// A refused sign-in is shown in its form, under the field it is about.
export const signingIn: CallOptions = { ...anonymous, quietRefusal: true };
