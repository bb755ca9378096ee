import type { Generated } from 'kysely';
import type { QuestionKind } from '@atelier/contract';

/**
 * Questionnaires: the questions a community group asks of those who would join, and those a job
 * position asks of applicants. A questionnaire belongs to its owner, named by kind and id.
 * Bilingual text columns are `<field>_zh` and `<field>_en`.
 */

/** What a questionnaire belongs to. */
export type QuestionnaireOwnerKind = 'group' | 'position';

export interface QuestionnaireQuestionsTable {
  id: Generated<number>;
  owner_kind: QuestionnaireOwnerKind;
  owner_id: number;
  kind: QuestionKind;
  title_zh: string;
  title_en: Generated<string>;
  /** 1 required, 0 optional. */
  required: Generated<number>;
  sort: Generated<number>;
  /** 1 once left out of the questionnaire: kept so the answers given to it stay readable. */
  retired: Generated<number>;
}

export interface QuestionnaireOptionsTable {
  id: Generated<number>;
  question_id: number;
  label_zh: string;
  label_en: Generated<string>;
  sort: Generated<number>;
  retired: Generated<number>;
}

/** The tables the questionnaire module owns. */
export interface QuestionnaireTables {
  questionnaire_questions: QuestionnaireQuestionsTable;
  questionnaire_options: QuestionnaireOptionsTable;
}
