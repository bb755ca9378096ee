import { login } from '../modules/account/actions/login';
import { logout } from '../modules/account/actions/logout';
import { mobileLogin } from '../modules/account/actions/mobile-login';
import { mobileUpdate } from '../modules/account/actions/mobile-update';
import { mobileVerify } from '../modules/account/actions/mobile-verify';
import { passwordUpdate } from '../modules/account/actions/password-update';
import { register } from '../modules/account/actions/register';
import { resetPwd } from '../modules/account/actions/reset-pwd';
import { userCenter } from '../modules/account/actions/user-center';
import { userInfo } from '../modules/account/actions/user-info';
import { userInfoUpdate } from '../modules/account/actions/user-info-update';
import { art } from '../modules/artisan/actions/art';
import { artisan } from '../modules/artisan/actions/artisan';
import { artisanCollection } from '../modules/artisan/actions/artisan-collection';
import { artisanLike } from '../modules/artisan/actions/artisan-like';
import { myArtisan } from '../modules/artisan/actions/my-artisan';
import { myArtisanInfo } from '../modules/artisan/actions/my-artisan-info';
import { productCollection } from '../modules/catalog/actions/product-collection';
import { productCollectionList } from '../modules/catalog/actions/product-collection-list';
import { productInfo } from '../modules/catalog/actions/product-info';
import { productList } from '../modules/catalog/actions/product-list';
import { qrLoginConfirm } from '../modules/qr-login/actions/qr-login-confirm';
import { qrLoginCreate } from '../modules/qr-login/actions/qr-login-create';
import { qrLoginPoll } from '../modules/qr-login/actions/qr-login-poll';
import { qrLoginScan } from '../modules/qr-login/actions/qr-login-scan';
import { banner } from '../modules/site/actions/banner';
import { company } from '../modules/site/actions/company';
import { getLink } from '../modules/site/actions/get-link';
import { productCategory } from '../modules/site/actions/product-category';
import { shopConfig } from '../modules/site/actions/shop-config';
import { send } from '../modules/sms/actions/send';
import { avatarUpdate } from '../modules/uploads/actions/avatar-update';
import { upload } from '../modules/uploads/actions/upload';
import type { ActionHandlers } from './action-handler';

/** One handler per contract action; a missing or misspelled one fails to compile. */
export const handlers = {
  banner,
  company,
  getLink,
  productCategory,
  shopConfig,
  productList,
  productInfo,
  productCollection,
  productCollectionList,
  art,
  artisan,
  myArtisanInfo,
  artisanLike,
  artisanCollection,
  myArtisan,
  send,
  register,
  login,
  mobileLogin,
  resetPwd,
  logout,
  passwordUpdate,
  mobileVerify,
  mobileUpdate,
  userInfo,
  userInfoUpdate,
  avatarUpdate,
  userCenter,
  upload,
  qrLoginCreate,
  qrLoginPoll,
  qrLoginScan,
  qrLoginConfirm,
} satisfies ActionHandlers;
