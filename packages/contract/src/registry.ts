import { z } from 'zod';
import { lang, withPlainText } from './fields';
import { routes } from './all-routes';
import type { ActionName, RouteSpec } from './routes';
import * as account from './actions/account';
import * as artisan from './actions/artisan';
import * as authenticity from './actions/authenticity';
import * as cart from './actions/cart';
import * as catalog from './actions/catalog';
import * as community from './actions/community';
import * as content from './actions/content';
import * as drop from './actions/drop';
import * as hiring from './actions/hiring';
import * as order from './actions/order';
import * as points from './actions/points';
import * as privacy from './actions/privacy';
import * as site from './actions/site';
import * as uploads from './actions/uploads';
import { consoleSchemas } from './admin/schemas';

export interface ActionSchema {
  summary: string;
  input: z.ZodObject;
  output: z.ZodType;
  /** A multipart action's file, in the form field `file`: the types it may be and its size. */
  file?: { types: readonly string[]; maxBytes: number };
}

/** Every action's schemas, keyed by action name; the single source of the wire format. */
export const schemas = {
  banner: site.banner,
  company: site.company,
  getLink: site.getLink,
  productCategory: site.productCategory,
  shopConfig: site.shopConfig,
  business: content.business,
  idea: content.idea,
  city: content.city,
  founder: content.founder,
  gallery: content.gallery,
  coreTeam: content.coreTeam,
  process: content.process,
  processInfo: content.processInfo,
  technology: content.technology,
  technologyInfo: content.technologyInfo,
  newsList: content.newsList,
  newsInfo: content.newsInfo,
  richText: content.richText,
  mr: content.mr,
  joinUs: hiring.joinUs,
  joinUsInfo: hiring.joinUsInfo,
  joinUsQuestion: hiring.joinUsQuestion,
  joinUserCreate: hiring.joinUserCreate,
  resumeUpload: hiring.resumeUpload,
  productList: catalog.productList,
  productInfo: catalog.productInfo,
  productCollection: catalog.productCollection,
  productCollectionList: catalog.productCollectionList,
  art: artisan.art,
  artisan: artisan.artisan,
  myArtisanInfo: artisan.myArtisanInfo,
  artisanLike: artisan.artisanLike,
  artisanCollection: artisan.artisanCollection,
  myArtisan: artisan.myArtisan,
  send: account.send,
  register: account.register,
  login: account.login,
  mobileLogin: account.mobileLogin,
  resetPwd: account.resetPwd,
  logout: account.logout,
  passwordUpdate: account.passwordUpdate,
  mobileVerify: account.mobileVerify,
  mobileUpdate: account.mobileUpdate,
  userInfo: account.userInfo,
  userInfoUpdate: account.userInfoUpdate,
  avatarUpdate: uploads.avatarUpdate,
  userCenter: account.userCenter,
  upload: uploads.upload,
  qrLoginCreate: account.qrLoginCreate,
  qrLoginPoll: account.qrLoginPoll,
  qrLoginScan: account.qrLoginScan,
  qrLoginConfirm: account.qrLoginConfirm,
  buyCarCreate: cart.buyCarCreate,
  buyCarList: cart.buyCarList,
  buyCarUpdate: cart.buyCarUpdate,
  buyCarDelete: cart.buyCarDelete,
  addressCreate: account.addressCreate,
  userAddressList: account.userAddressList,
  userAddressInfo: account.userAddressInfo,
  userAddressUpdate: account.userAddressUpdate,
  userAddressDelete: account.userAddressDelete,
  confirmOrderInfo: order.confirmOrderInfo,
  shipFee: order.shipFee,
  orderCreate: order.orderCreate,
  orderPay: order.orderPay,
  payRemind: order.payRemind,
  cashierInfo: order.cashierInfo,
  cashierSubmit: order.cashierSubmit,
  orderList: order.orderList,
  orderInfo: order.orderInfo,
  orderCancel: order.orderCancel,
  receipt: order.receipt,
  orderDelete: order.orderDelete,
  orderAddressUpdate: order.orderAddressUpdate,
  expressInfo: order.expressInfo,
  scoreConfig: points.scoreConfig,
  gameConfig: points.gameConfig,
  sign: points.sign,
  signCalendar: points.signCalendar,
  scoreGame: points.scoreGame,
  gameState: points.gameState,
  gameSeedRotate: points.gameSeedRotate,
  gameSeeds: points.gameSeeds,
  dropInfo: drop.dropInfo,
  dropEnter: drop.dropEnter,
  dropMine: drop.dropMine,
  dropSeen: drop.dropSeen,
  rankList: points.rankList,
  pointsAccount: points.pointsAccount,
  pointsLedger: points.pointsLedger,
  group: community.group,
  groupInfo: community.groupInfo,
  groupMembers: community.groupMembers,
  groupImage: community.groupImage,
  groupQuestion: community.groupQuestion,
  groupContent: community.groupContent,
  groupComments: community.groupComments,
  groupJoinCreate: community.groupJoinCreate,
  groupConventionAccept: community.groupConventionAccept,
  groupPostCreate: community.groupPostCreate,
  groupPostDelete: community.groupPostDelete,
  groupPostLike: community.groupPostLike,
  groupCommentCreate: community.groupCommentCreate,
  groupCommentDelete: community.groupCommentDelete,
  groupReport: community.groupReport,
  myGroups: community.myGroups,
  myGroupApplications: community.myGroupApplications,
  myGroupPosts: community.myGroupPosts,
  communityNotices: community.communityNotices,
  communityNoticeRead: community.communityNoticeRead,
  communityUnread: community.communityUnread,
  qrCode: authenticity.qrCode,
  mySerials: authenticity.mySerials,
  serialTransferCreate: authenticity.serialTransferCreate,
  serialTransferAccept: authenticity.serialTransferAccept,
  serialReport: authenticity.serialReport,
  dataExportCreate: privacy.dataExportCreate,
  accountCancelInfo: privacy.accountCancelInfo,
  accountCancel: privacy.accountCancel,
  ...consoleSchemas,
} satisfies Record<ActionName, ActionSchema>;

// The other direction: every schema has a route.
const _everySchemaRouted: Record<keyof typeof schemas, unknown> = routes;
void _everySchemaRouted;

/**
 * What a request to an action is checked with: its input, the request's `lang`, and the text
 * rule every action obeys. An action whose body is a multipart form reads its own parts, so
 * only its query (`lang`) is checked here.
 */
export function requestInput(name: ActionName) {
  const route: RouteSpec = routes[name];
  const input = route.body === 'multipart' ? z.object({}) : schemas[name].input;
  return withPlainText(input.extend({ lang: lang.optional() }));
}

export type ActionInput<K extends ActionName> = z.input<(typeof schemas)[K]['input']>;
export type ActionParams<K extends ActionName> = z.output<(typeof schemas)[K]['input']>;
export type ActionOutput<K extends ActionName> = z.output<(typeof schemas)[K]['output']>;
