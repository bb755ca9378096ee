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
import { addressCreate } from '../modules/account/actions/address-create';
import { userAddressDelete } from '../modules/account/actions/user-address-delete';
import { userAddressInfo } from '../modules/account/actions/user-address-info';
import { userAddressList } from '../modules/account/actions/user-address-list';
import { userAddressUpdate } from '../modules/account/actions/user-address-update';
import { art } from '../modules/artisan/actions/art';
import { artisan } from '../modules/artisan/actions/artisan';
import { artisanCollection } from '../modules/artisan/actions/artisan-collection';
import { artisanLike } from '../modules/artisan/actions/artisan-like';
import { myArtisan } from '../modules/artisan/actions/my-artisan';
import { myArtisanInfo } from '../modules/artisan/actions/my-artisan-info';
import { buyCarCreate } from '../modules/cart/actions/buy-car-create';
import { buyCarDelete } from '../modules/cart/actions/buy-car-delete';
import { buyCarList } from '../modules/cart/actions/buy-car-list';
import { buyCarUpdate } from '../modules/cart/actions/buy-car-update';
import { productCollection } from '../modules/catalog/actions/product-collection';
import { productCollectionList } from '../modules/catalog/actions/product-collection-list';
import { productInfo } from '../modules/catalog/actions/product-info';
import { productList } from '../modules/catalog/actions/product-list';
import { business } from '../modules/content/actions/business';
import { city } from '../modules/content/actions/city';
import { coreTeam } from '../modules/content/actions/core-team';
import { founder } from '../modules/content/actions/founder';
import { gallery } from '../modules/content/actions/gallery';
import { idea } from '../modules/content/actions/idea';
import { mr } from '../modules/content/actions/mr';
import { newsInfo } from '../modules/content/actions/news-info';
import { newsList } from '../modules/content/actions/news-list';
import { process } from '../modules/content/actions/process';
import { processInfo } from '../modules/content/actions/process-info';
import { richText } from '../modules/content/actions/rich-text';
import { technology } from '../modules/content/actions/technology';
import { technologyInfo } from '../modules/content/actions/technology-info';
import { joinUs } from '../modules/hiring/actions/join-us';
import { joinUsInfo } from '../modules/hiring/actions/join-us-info';
import { joinUsQuestion } from '../modules/hiring/actions/join-us-question';
import { joinUserCreate } from '../modules/hiring/actions/join-user-create';
import { resumeUpload } from '../modules/hiring/actions/resume-upload';
import { confirmOrderInfo } from '../modules/order/actions/confirm-order-info';
import { expressInfo } from '../modules/order/actions/express-info';
import { orderAddressUpdate } from '../modules/order/actions/order-address-update';
import { orderCancel } from '../modules/order/actions/order-cancel';
import { orderCreate } from '../modules/order/actions/order-create';
import { orderDelete } from '../modules/order/actions/order-delete';
import { orderInfo } from '../modules/order/actions/order-info';
import { orderList } from '../modules/order/actions/order-list';
import { orderPay } from '../modules/order/actions/order-pay';
import { orderShip } from '../modules/order/actions/order-ship';
import { orderTrack } from '../modules/order/actions/order-track';
import { payRemind } from '../modules/order/actions/pay-remind';
import { receipt } from '../modules/order/actions/receipt';
import { shipFee } from '../modules/order/actions/ship-fee';
import { cashierInfo } from '../modules/payment/actions/cashier-info';
import { cashierSubmit } from '../modules/payment/actions/cashier-submit';
import { qrLoginConfirm } from '../modules/account/actions/qr-login-confirm';
import { qrLoginCreate } from '../modules/account/actions/qr-login-create';
import { qrLoginPoll } from '../modules/account/actions/qr-login-poll';
import { qrLoginScan } from '../modules/account/actions/qr-login-scan';
import { banner } from '../modules/site/actions/banner';
import { company } from '../modules/site/actions/company';
import { getLink } from '../modules/site/actions/get-link';
import { productCategory } from '../modules/site/actions/product-category';
import { shopConfig } from '../modules/site/actions/shop-config';
import { send } from '../modules/account/actions/send';
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
  business,
  idea,
  city,
  founder,
  gallery,
  coreTeam,
  process,
  processInfo,
  technology,
  technologyInfo,
  newsList,
  newsInfo,
  richText,
  mr,
  joinUs,
  joinUsInfo,
  joinUsQuestion,
  joinUserCreate,
  resumeUpload,
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
  buyCarCreate,
  buyCarList,
  buyCarUpdate,
  buyCarDelete,
  addressCreate,
  userAddressList,
  userAddressInfo,
  userAddressUpdate,
  userAddressDelete,
  confirmOrderInfo,
  shipFee,
  orderCreate,
  orderPay,
  payRemind,
  orderList,
  orderInfo,
  orderCancel,
  receipt,
  orderDelete,
  orderAddressUpdate,
  expressInfo,
  orderShip,
  orderTrack,
  cashierInfo,
  cashierSubmit,
} satisfies ActionHandlers;
