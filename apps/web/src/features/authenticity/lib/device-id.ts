import { storage } from '@/shared/storage/storage';

const KEY = 'appraisalDevice';

/**
 * A random id this browser keeps and sends with each check: a signed-out visitor then counts
 * once a day on this device, and the device has its own check budget.
 */
export function deviceId(): string {
  const kept = storage.get<string>(KEY);
  if (kept) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  storage.set(KEY, id);
  return id;
}
