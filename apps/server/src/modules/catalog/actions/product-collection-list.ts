import { defineHandler } from '../../../dispatch/action-handler';

export const productCollectionList = defineHandler(
  'productCollectionList',
  ({ input, services, lang, user }) => services.catalog.collection(input, lang, user.id),
);
