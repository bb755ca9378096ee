import type { Lang } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { HiringTables } from '../../db/tables/hiring';
import { localized } from '../../i18n/localized';

/**
 * Reads the labels of the options an applicant chose, in the reader's language, once for many
 * answers; the answer names its options by id, and the function writes them out as one line.
 */
export async function answerChoices(
  db: Kysely<HiringTables>,
  optionIds: number[],
  lang: Lang,
): Promise<(chosen: number[]) => string> {
  const options =
    optionIds.length === 0
      ? []
      : await db
          .selectFrom('job_question_options')
          .select(['id', 'label_zh', 'label_en'])
          .where('id', 'in', optionIds)
          .execute();
  const labels = new Map(options.map((o) => [o.id, localized(o, 'label', lang)]));
  const joiner = lang === 'en' ? ', ' : '、';
  return (chosen) => chosen.map((id) => labels.get(id) ?? '').join(joiner);
}
