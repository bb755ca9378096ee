import type { Generated } from 'kysely';
import type { Gender, QrLoginStatus, Role, SmsEvent } from '@atelier/contract';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  nickname: string;
  avatar: string;
  mobile: string | null;
  password_hash: string;
  role: Role;
  score: number;
  score_total: number;
  /**
   * Points spent (or, below zero, given back) since they were last taken from lots: spending
   * stays one statement, and lots are settled before they are read or expired.
   */
  points_unsettled: Generated<number>;
  gender: Generated<Gender>;
  /** YYYY-MM-DD */
  birthday: string | null;
  /** Wrong passwords in the window that began at `login_failed_at`. */
  login_failures: Generated<number>;
  login_failed_at: number | null;
  locked_until: number | null;
  /** Set while staff have disabled the account. */
  disabled_at: Generated<number | null>;
  /** What the staff member who disabled it wrote. */
  disabled_reason: Generated<string | null>;
  /** When a community group first admitted them. */
  community_joined_at: Generated<number | null>;
  /** When the owner cancelled the account; cleared if they restore it. */
  cancel_requested_at: Generated<number | null>;
  /** The end of the cooling-off period: the erasure job's due time. */
  erase_after: Generated<number | null>;
  /** When its personal data was erased; the row stays for the orders and points ledger. */
  erased_at: Generated<number | null>;
  created_at: number;
  updated_at: number;
}

/** Sessions hold only a SHA-256 of the bearer token. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  event: SmsEvent;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface SmsSendersTable {
  mobile: string;
  last_sent_at: number;
  day_started_at: number;
  day_count: number;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  event: SmsEvent;
  code: string;
  created_at: number;
}

export interface AccountTicketsTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'changemobile';
  ticket_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface QrLoginsTable {
  id: Generated<number>;
  ticket_hash: string;
  secret_hash: string;
  status: QrLoginStatus;
  user_id: number | null;
  device: string;
  ip: string;
  expires_at: number;
  created_at: number;
  updated_at: number;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postal_code: string;
  /** 1 for the user's one default address. */
  is_default: number;
  created_at: number;
  updated_at: number;
}

/** The tables the account module owns: its Kysely sees these and no others. */
export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  sms_senders: SmsSendersTable;
  sms_outbox: SmsOutboxTable;
  account_tickets: AccountTicketsTable;
  qr_logins: QrLoginsTable;
  addresses: AddressesTable;
}
