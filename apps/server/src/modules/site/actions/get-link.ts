import { defineHandler } from '../../../dispatch/action-handler';

export const getLink = defineHandler('getLink', ({ services, lang }) => services.site.links(lang));
