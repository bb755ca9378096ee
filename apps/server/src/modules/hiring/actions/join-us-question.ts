import { defineHandler } from '../../../dispatch/action-handler';

export const joinUsQuestion = defineHandler('joinUsQuestion', ({ input, services, lang }) =>
  services.hiring.questionnaire(input, lang),
);
