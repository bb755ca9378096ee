import type { Generated } from 'kysely';
import type { JobKind } from '@atelier/contract';
import type { ApplicationStatus, PositionStatus } from '@atelier/contract/hiring-codes';

/**
 * Join-us: open positions, their questionnaires, applications and resumes. Bilingual text
 * columns are `<field>_zh` and `<field>_en`. Times are epoch milliseconds.
 */

export interface JobPositionsTable {
  id: Generated<number>;
  kind: JobKind;
  title_zh: string;
  title_en: string;
  department_zh: string;
  department_en: string;
  city_zh: string;
  city_en: string;
  summary_zh: string;
  summary_en: string;
  /** Sanitised HTML. */
  description_zh: string;
  description_en: string;
  requirements_zh: string;
  requirements_en: string;
  headcount: number;
  /** 1 open, 0 closed: a closed position is neither listed nor applied to. */
  open: number;
  published_at: number;
  /** `open` mirrors it: 1 only when open. */
  status: Generated<PositionStatus>;
  /** When it last closed: issue 24 erases résumés a year after. */
  closed_at: number | null;
  updated_at: Generated<number>;
}

export interface JobApplicationsTable {
  id: Generated<number>;
  position_id: number;
  user_id: number;
  name: string;
  mobile: string;
  email: string;
  /** JSON array of `{ question_id, option_ids, text }`, as checked against the questionnaire. */
  answers: string;
  resume_id: number | null;
  created_at: number;
  status: Generated<ApplicationStatus>;
  updated_at: Generated<number>;
}

/** A move of an application by staff, oldest first: the inbox's history. */
export interface JobApplicationMovesTable {
  id: Generated<number>;
  application_id: number;
  from_status: ApplicationStatus;
  to_status: ApplicationStatus;
  note: string;
  staff_id: number;
  staff_name: string;
  created_at: number;
}

/** A resume: a private file, read by the studio only through the application it belongs to. */
export interface ResumesTable {
  id: Generated<number>;
  user_id: number;
  /** The file's name under the private resumes directory; never served as a static file. */
  file: string;
  original_name: string;
  size: number;
  created_at: number;
}

/** The tables the hiring module owns: its Kysely sees these and no others. */
export interface HiringTables {
  job_positions: JobPositionsTable;
  job_applications: JobApplicationsTable;
  job_application_moves: JobApplicationMovesTable;
  resumes: ResumesTable;
}
