import { userInfo } from '../modules/account/actions/user-info';
import { banner } from '../modules/site/actions/banner';
import { company } from '../modules/site/actions/company';
import { getLink } from '../modules/site/actions/get-link';
import { productCategory } from '../modules/site/actions/product-category';
import { shopConfig } from '../modules/site/actions/shop-config';
import type { ActionHandlers } from './action-handler';

/** One handler per contract action; a missing or misspelled one fails to compile. */
export const handlers = {
  banner,
  company,
  getLink,
  productCategory,
  shopConfig,
  userInfo,
} satisfies ActionHandlers;
