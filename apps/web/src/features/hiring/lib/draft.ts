import type { ApplicationValues } from './application-rules';

/**
 * What a visitor typed before signing in to apply, kept for this tab only, so the form is as
 * they left it when the login page sends them back. A chosen file cannot be kept this way.
 */
const key = (positionId: number) => `join-draft-${positionId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAnswer = (value: unknown) =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'number'));

export function saveDraft(positionId: number, values: Partial<ApplicationValues>): void {
  try {
    window.sessionStorage.setItem(key(positionId), JSON.stringify(values));
  } catch {
    // A full or blocked storage only costs the visitor their typing.
  }
}

/** The kept draft, well-formed fields only; null when there is none. */
export function readDraft(positionId: number): Partial<ApplicationValues> | null {
  let saved: unknown;
  try {
    saved = JSON.parse(window.sessionStorage.getItem(key(positionId)) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(saved)) return null;
  const draft: Partial<ApplicationValues> = {};
  for (const field of ['name', 'mobile', 'email'] as const) {
    const value = saved[field];
    if (typeof value === 'string' && value.trim() !== '') draft[field] = value;
  }
  if (isRecord(saved.answers)) {
    draft.answers = Object.fromEntries(
      Object.entries(saved.answers).filter(([, value]) => isAnswer(value)),
    ) as ApplicationValues['answers'];
  }
  return draft;
}

export function clearDraft(positionId: number): void {
  try {
    window.sessionStorage.removeItem(key(positionId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
