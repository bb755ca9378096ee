import { ownTables, type Connection } from '../../db/connection';
import type { JobKind, QuestionKind } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { HiringTables } from '../../db/tables/hiring';
import { textColumns, type Text } from '../../i18n/localized';
import { sanitizeRichText } from '../../lib/rich-text';
import { questionnaireQuery } from '../questionnaire/questionnaire-query';

export interface JobQuestionInput {
  kind: QuestionKind;
  title: Text;
  required: boolean;
  /** The choices of a `single` or `multiple` question, in order; a `text` question has none. */
  options?: Text[];
}

export interface JobPositionInput {
  kind: JobKind;
  title: Text;
  department: Text;
  city: Text;
  summary: Text;
  /** HTML, sanitised when stored. */
  description: Text;
  /** HTML, sanitised when stored. */
  requirements: Text;
  headcount: number;
  /** Defaults to open; a closed position is neither listed nor applied to. */
  open?: boolean;
  /** Epoch milliseconds. */
  published_at: number;
  /** The questionnaire, in order. */
  questions: JobQuestionInput[];
}

export interface StoredJobPosition {
  id: number;
  questions: Array<{ id: number; option_ids: number[] }>;
}

function checkQuestion(question: JobQuestionInput): void {
  const options = question.options ?? [];
  if (question.kind === 'text' && options.length > 0) {
    throw new Error(`A text question has no options: ${question.title['zh-cn']}`);
  }
  if (question.kind !== 'text' && options.length === 0) {
    throw new Error(`A choice question needs options: ${question.title['zh-cn']}`);
  }
}

/**
 * Stores a position with its questionnaire, all or nothing. Questions and options keep the
 * order given; the HTML columns are sanitised here, so what is stored is safe to render.
 */
export async function storeJobPosition(
  dbGiven: Connection,
  input: JobPositionInput,
): Promise<StoredJobPosition> {
  const db = ownTables<HiringTables>(dbGiven);
  input.questions.forEach(checkQuestion);
  const write = async (trx: Kysely<HiringTables>): Promise<StoredJobPosition> => {
    const position = await trx
      .insertInto('job_positions')
      .values({
        kind: input.kind,
        ...textColumns('title', input.title),
        ...textColumns('department', input.department),
        ...textColumns('city', input.city),
        ...textColumns('summary', input.summary),
        ...textColumns('description', input.description, sanitizeRichText),
        ...textColumns('requirements', input.requirements, sanitizeRichText),
        headcount: input.headcount,
        open: input.open === false ? 0 : 1,
        status: input.open === false ? 'closed' : 'open',
        // A posting stored closed is taken as closed when it was published.
        closed_at: input.open === false ? input.published_at : null,
        published_at: input.published_at,
        updated_at: input.published_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions = await questionnaireQuery.replace(
      trx,
      { kind: 'position', id: position.id },
      input.questions.map((question) => ({
        kind: question.kind,
        ...textColumns('title', question.title),
        required: question.required,
        options: (question.options ?? []).map((label) => textColumns('label', label)),
      })),
      {
        refusals: {
          unknown: 'questionNotInPosition',
          needsOptions: 'questionNeedsOptions',
          textHasOptions: 'questionTextHasOptions',
        },
        answered: false,
      },
    );
    return { id: position.id, questions };
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
