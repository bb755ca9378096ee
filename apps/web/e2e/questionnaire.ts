import type { Page } from '@playwright/test';

/** A question of a questionnaire (a group's joining one, a position's), as the server sends it. */
export interface Question {
  id: number;
  kind: 'single' | 'multiple' | 'text';
  title: string;
  required: boolean;
  options: Array<{ id: number; label: string }>;
}

/** Answers every question as an applicant would: the first choice, two boxes, `text`. */
export async function answerQuestions(
  page: Page,
  questions: Question[],
  text: string,
): Promise<void> {
  for (const question of questions) {
    if (question.kind === 'single') {
      const group = page.getByRole('radiogroup', { name: question.title });
      await group.getByRole('radio', { name: question.options[0]?.label }).check();
    } else if (question.kind === 'multiple') {
      const group = page.getByRole('group', { name: question.title });
      for (const option of question.options.slice(0, 2)) {
        await group.getByRole('checkbox', { name: option.label }).check();
      }
    } else {
      await page.getByRole('textbox', { name: question.title }).fill(text);
    }
  }
}
