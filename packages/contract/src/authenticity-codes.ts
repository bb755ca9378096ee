/*
 * Authenticity's fixed vocabularies and limits, apart from `codes.ts` so that only the pages
 * that check or issue serials carry them.
 */

/** What a check of a well-formed, issued serial finds. */
export const CHECK_STATUSES = ['genuine', 'unsold', 'revoked'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** A batch is live, or revoked (every serial in it then checks as revoked). */
export const BATCH_STATUSES = ['active', 'revoked'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Where one serial stands: not shipped yet, shipped to an owner, or revoked with its batch. */
export const SERIAL_STATES = ['unsold', 'owned', 'revoked'] as const;
export type SerialState = (typeof SERIAL_STATES)[number];

/** How a serial reached an owner. */
export const OWNERSHIP_SOURCES = ['shipped', 'transfer'] as const;
export type OwnershipSource = (typeof OWNERSHIP_SOURCES)[number];

/** A suspected fake reported by a customer, until staff decide. */
export const FAKE_REPORT_STATUSES = ['open', 'confirmed', 'dismissed'] as const;
export type FakeReportStatus = (typeof FAKE_REPORT_STATUSES)[number];
export const FAKE_REPORT_DECISIONS = ['confirmed', 'dismissed'] as const;

/** A serial checked by many different visitors in a day, until staff look at it. */
export const ALERT_STATUSES = ['open', 'acknowledged'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** The most serials one batch issues. */
export const BATCH_SIZE_MAX = 5000;
export const BATCH_NOTE_MAX = 200;
export const REVOKE_REASON_MAX = 200;
/** A transfer code is this many digits and is good for ten minutes, once. */
export const TRANSFER_CODE_LENGTH = 8;
export const TRANSFER_CODE_TTL_MS = 10 * 60_000;
export const REPORT_WHERE_MAX = 200;
export const REPORT_NOTE_MAX = 1000;
export const REPORT_IMAGES_MAX = 6;
/** A device id the web app keeps in local storage and sends with a check. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
