import { defineHandler } from '../../../dispatch/action-handler';

export const mr = defineHandler('mr', ({ services, lang }) => services.content.mr(lang));
