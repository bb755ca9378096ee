import type { Permission } from './permissions';
import type { consoleRoutes } from './admin/routes';

/**
 * Method and auth of every action, as plain data. The web client needs these at run time;
 * keeping them apart from the zod schemas keeps zod out of the first-load bundle. The registry
 * in `registry.ts` is checked against this map by the compiler, both ways.
 */
export const siteRoutes = {
  banner: { method: 'GET', auth: false },
  company: { method: 'GET', auth: false },
  getLink: { method: 'GET', auth: false },
  productCategory: { method: 'GET', auth: false },
  shopConfig: { method: 'GET', auth: false },
  // The studio's public pages and join-us
  business: { method: 'GET', auth: false },
  idea: { method: 'GET', auth: false },
  city: { method: 'GET', auth: false },
  founder: { method: 'GET', auth: false },
  gallery: { method: 'GET', auth: false },
  coreTeam: { method: 'GET', auth: false },
  process: { method: 'GET', auth: false },
  processInfo: { method: 'GET', auth: false },
  technology: { method: 'GET', auth: false },
  technologyInfo: { method: 'GET', auth: false },
  newsList: { method: 'GET', auth: false },
  newsInfo: { method: 'GET', auth: false },
  richText: { method: 'GET', auth: false },
  mr: { method: 'GET', auth: false },
  joinUs: { method: 'GET', auth: false },
  joinUsInfo: { method: 'GET', auth: false },
  joinUsQuestion: { method: 'GET', auth: false },
  // An application is tied to an account, so its resume upload is the applicant's own.
  joinUserCreate: { method: 'POST', auth: true },
  resumeUpload: { method: 'POST', auth: true, body: 'multipart' },
  // Catalogue and creators
  productList: { method: 'GET', auth: false },
  productInfo: { method: 'GET', auth: false },
  productCollection: { method: 'POST', auth: true },
  productCollectionList: { method: 'GET', auth: true },
  art: { method: 'GET', auth: false },
  artisan: { method: 'GET', auth: false },
  myArtisanInfo: { method: 'GET', auth: false },
  artisanLike: { method: 'POST', auth: true },
  artisanCollection: { method: 'POST', auth: true },
  myArtisan: { method: 'GET', auth: true },
  // Accounts and sessions
  send: { method: 'POST', auth: false },
  register: { method: 'POST', auth: false },
  login: { method: 'POST', auth: false },
  mobileLogin: { method: 'POST', auth: false },
  resetPwd: { method: 'POST', auth: false },
  logout: { method: 'POST', auth: true },
  passwordUpdate: { method: 'POST', auth: true },
  mobileVerify: { method: 'POST', auth: true },
  mobileUpdate: { method: 'POST', auth: true },
  userInfo: { method: 'GET', auth: true },
  userInfoUpdate: { method: 'POST', auth: true },
  avatarUpdate: { method: 'POST', auth: true },
  userCenter: { method: 'GET', auth: true },
  upload: { method: 'POST', auth: true, body: 'multipart' },
  qrLoginCreate: { method: 'POST', auth: false },
  qrLoginPoll: { method: 'POST', auth: false },
  qrLoginScan: { method: 'POST', auth: true },
  qrLoginConfirm: { method: 'POST', auth: true },
  // Cart and addresses
  buyCarCreate: { method: 'POST', auth: true },
  buyCarList: { method: 'GET', auth: true },
  buyCarUpdate: { method: 'POST', auth: true },
  buyCarDelete: { method: 'POST', auth: true },
  addressCreate: { method: 'POST', auth: true },
  userAddressList: { method: 'GET', auth: true },
  userAddressInfo: { method: 'GET', auth: true },
  userAddressUpdate: { method: 'POST', auth: true },
  userAddressDelete: { method: 'POST', auth: true },
  // Checkout, payment and orders
  confirmOrderInfo: { method: 'GET', auth: true },
  shipFee: { method: 'GET', auth: false },
  orderCreate: { method: 'POST', auth: true },
  orderPay: { method: 'POST', auth: true },
  payRemind: { method: 'GET', auth: true },
  cashierInfo: { method: 'GET', auth: true },
  cashierSubmit: { method: 'POST', auth: true },
  orderList: { method: 'GET', auth: true },
  orderInfo: { method: 'GET', auth: true },
  orderCancel: { method: 'POST', auth: true },
  receipt: { method: 'POST', auth: true },
  orderDelete: { method: 'POST', auth: true },
  // GET as the spec lists it; the bearer header keeps a cross-site GET from acting for anyone.
  orderAddressUpdate: { method: 'GET', auth: true },
  expressInfo: { method: 'POST', auth: true },
  // Points: rules, daily sign-in, the game, rank lists, my account
  scoreConfig: { method: 'GET', auth: false },
  gameConfig: { method: 'GET', auth: false },
  sign: { method: 'POST', auth: true },
  signCalendar: { method: 'GET', auth: true },
  scoreGame: { method: 'POST', auth: true },
  gameState: { method: 'GET', auth: true },
  gameSeedRotate: { method: 'POST', auth: true },
  gameSeeds: { method: 'GET', auth: true },
  // Drops: a draw for an edition that sells out; the drop's page shows my entry when signed in
  dropInfo: { method: 'GET', auth: false },
  dropEnter: { method: 'POST', auth: true },
  dropMine: { method: 'GET', auth: true },
  dropSeen: { method: 'POST', auth: true },
  // Public; a signed-in caller also gets their own rank.
  rankList: { method: 'GET', auth: false },
  pointsAccount: { method: 'GET', auth: true },
  pointsLedger: { method: 'GET', auth: true },
  // Community: public reading (a signed-in caller also learns where they stand), members' acts
  group: { method: 'GET', auth: false },
  groupInfo: { method: 'GET', auth: false },
  groupMembers: { method: 'GET', auth: false },
  groupImage: { method: 'GET', auth: false },
  groupQuestion: { method: 'GET', auth: false },
  groupContent: { method: 'GET', auth: false },
  groupComments: { method: 'GET', auth: false },
  groupJoinCreate: { method: 'POST', auth: true },
  groupConventionAccept: { method: 'POST', auth: true },
  groupPostCreate: { method: 'POST', auth: true },
  groupPostDelete: { method: 'POST', auth: true },
  groupPostLike: { method: 'POST', auth: true },
  groupCommentCreate: { method: 'POST', auth: true },
  groupCommentDelete: { method: 'POST', auth: true },
  groupReport: { method: 'POST', auth: true },
  myGroups: { method: 'GET', auth: true },
  myGroupApplications: { method: 'GET', auth: true },
  myGroupPosts: { method: 'GET', auth: true },
  communityNotices: { method: 'GET', auth: true },
  communityNoticeRead: { method: 'POST', auth: true },
  communityUnread: { method: 'GET', auth: true },
  // Authenticity: anyone checks a serial (a signed-in owner learns it is theirs); owners transfer
  qrCode: { method: 'GET', auth: false },
  mySerials: { method: 'GET', auth: true },
  serialTransferCreate: { method: 'POST', auth: true },
  serialTransferAccept: { method: 'POST', auth: true },
  serialReport: { method: 'POST', auth: true },
  // Personal data: the archive, and cancelling the account
  dataExportCreate: { method: 'POST', auth: true },
  accountCancelInfo: { method: 'GET', auth: true },
  accountCancel: { method: 'POST', auth: true },
} as const satisfies Record<string, RouteSpec>;

export interface RouteSpec {
  method: 'GET' | 'POST';
  auth: boolean;
  /** How a POST carries its input: JSON (the default) or a multipart form with a file. */
  body?: 'multipart';
  /**
   * A console action, served under `/api/admin/`: only staff whose role grants this may call it.
   * A console POST writes an audit row unless it is marked `reads` (a preview, an export).
   */
  permission?: Permission;
  reads?: true;
}

/** The console's names never shadow the site's: a clash fails to compile here. */
type Clash = Extract<keyof typeof siteRoutes, keyof typeof consoleRoutes>;
const _noClash: [Clash] extends [never] ? true : Clash = true;
void _noClash;

// Only the console's names here, not its table: this module is in every page's first download,
// and the console adds its table to the web client when it loads (see `all-routes.ts`).
export type SiteActionName = keyof typeof siteRoutes;
export type ConsoleActionName = keyof typeof consoleRoutes;
export type ActionName = SiteActionName | ConsoleActionName;
export type ActionMethod = 'GET' | 'POST';
