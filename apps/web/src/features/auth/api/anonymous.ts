import type { CallOptions } from '@/shared/api/call-action';

// Signing in never carries an old token: a stale one must not turn into a session-expired dialog.
export const anonymous: CallOptions = { withToken: false };
