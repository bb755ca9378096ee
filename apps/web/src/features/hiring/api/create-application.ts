import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';

export type ApplicationInput = ActionInput<'joinUserCreate'>;
export type Application = ActionOutput<'joinUserCreate'>;

/** A refusal (a duplicate application, a changed questionnaire) is shown in the form itself. */
export function createApplication(input: ApplicationInput): Promise<Application> {
  return callAction('joinUserCreate', input, { quietRefusal: true });
}

/** Invalidates nothing: no page of this app reads applications back. */
export function useCreateApplication() {
  return useAction(createApplication);
}
