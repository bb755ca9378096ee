import { defineHandler } from '../../../dispatch/action-handler';

export const richText = defineHandler('richText', ({ input, services, lang }) =>
  services.content.richText(input, lang),
);
