import { defineHandler } from '../../../dispatch/action-handler';

export const joinUsQuestion = defineHandler('joinUsQuestion', ({ input, services, lang }) =>
  services.join.questionnaire(input, lang),
);
