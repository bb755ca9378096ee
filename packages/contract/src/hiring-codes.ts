/*
 * Hiring in the console: the states of a posting and of an application, and the moves staff
 * make. Apart from the schemas so the console's screens read them without zod.
 */

/** The most questions a posting asks. */
export const POSITION_QUESTIONS_MAX = 30;

/** A posting is drafted unseen, open to applicants, or closed (kept, no longer listed). */
export const POSITION_STATUSES = ['draft', 'open', 'closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

/** Where an application stands; staff move it along with an optional note. */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'interview', 'declined', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The moves staff may make: forward through the interview, or a decision on the way. */
export const APPLICATION_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['reviewing', 'declined'],
  reviewing: ['interview', 'declined'],
  interview: ['hired', 'declined'],
  declined: [],
  hired: [],
};

/** Staff download a résumé here (a PDF stream, not an action envelope); never a public URL. */
export const APPLICATION_RESUME_PATH = '/api/admin/applicationResume';
