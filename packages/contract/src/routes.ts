import type { Permission } from './permissions';
import type { consoleRoutes } from './admin/routes';

// The four kinds of site action, named once: the table below is in every page's first load.
const publicRead = { method: 'GET', auth: false } as const;
const ownRead = { method: 'GET', auth: true } as const;
const publicWrite = { method: 'POST', auth: false } as const;
const ownWrite = { method: 'POST', auth: true } as const;

/**
 * Method and auth of every action, as plain data. The web client needs these at run time;
 * keeping them apart from the zod schemas keeps zod out of the first-load bundle. The registry
 * in `registry.ts` is checked against this map by the compiler, both ways.
 */
export const siteRoutes = {
  banner: publicRead,
  company: publicRead,
  getLink: publicRead,
  productCategory: publicRead,
  shopConfig: publicRead,
  // The studio's public pages and join-us
  business: publicRead,
  idea: publicRead,
  city: publicRead,
  founder: publicRead,
  gallery: publicRead,
  coreTeam: publicRead,
  process: publicRead,
  processInfo: publicRead,
  technology: publicRead,
  technologyInfo: publicRead,
  newsList: publicRead,
  newsInfo: publicRead,
  richText: publicRead,
  mr: publicRead,
  joinUs: publicRead,
  joinUsInfo: publicRead,
  joinUsQuestion: publicRead,
  // An application is tied to an account, so its resume upload is the applicant's own.
  joinUserCreate: ownWrite,
  resumeUpload: { method: 'POST', auth: true, body: 'multipart' },
  // Catalogue and creators
  productList: publicRead,
  productInfo: publicRead,
  productCollection: ownWrite,
  productCollectionList: ownRead,
  art: publicRead,
  artisan: publicRead,
  myArtisanInfo: publicRead,
  artisanLike: ownWrite,
  artisanCollection: ownWrite,
  myArtisan: ownRead,
  // Accounts and sessions
  send: publicWrite,
  register: publicWrite,
  login: publicWrite,
  mobileLogin: publicWrite,
  resetPwd: publicWrite,
  logout: ownWrite,
  passwordUpdate: ownWrite,
  mobileVerify: ownWrite,
  mobileUpdate: ownWrite,
  userInfo: ownRead,
  userInfoUpdate: ownWrite,
  avatarUpdate: ownWrite,
  userCenter: ownRead,
  upload: { method: 'POST', auth: true, body: 'multipart' },
  qrLoginCreate: publicWrite,
  qrLoginPoll: publicWrite,
  qrLoginScan: ownWrite,
  qrLoginConfirm: ownWrite,
  // Cart and addresses
  buyCarCreate: ownWrite,
  buyCarList: ownRead,
  buyCarUpdate: ownWrite,
  buyCarDelete: ownWrite,
  addressCreate: ownWrite,
  userAddressList: ownRead,
  userAddressInfo: ownRead,
  userAddressUpdate: ownWrite,
  userAddressDelete: ownWrite,
  // Checkout, payment and orders
  confirmOrderInfo: ownRead,
  shipFee: publicRead,
  orderCreate: ownWrite,
  orderPay: ownWrite,
  payRemind: ownRead,
  cashierInfo: ownRead,
  cashierSubmit: ownWrite,
  orderList: ownRead,
  orderInfo: ownRead,
  orderCancel: ownWrite,
  receipt: ownWrite,
  orderDelete: ownWrite,
  // GET as the spec lists it; the bearer header keeps a cross-site GET from acting for anyone.
  orderAddressUpdate: ownRead,
  expressInfo: ownWrite,
  // Points: rules, daily sign-in, the game, rank lists, my account
  scoreConfig: publicRead,
  gameConfig: publicRead,
  sign: ownWrite,
  signCalendar: ownRead,
  scoreGame: ownWrite,
  gameState: ownRead,
  gameSeedRotate: ownWrite,
  gameSeeds: ownRead,
  // Drops: a draw for an edition that sells out; the drop's page shows my entry when signed in
  dropInfo: publicRead,
  dropEnter: ownWrite,
  dropMine: ownRead,
  dropSeen: ownWrite,
  // Public; a signed-in caller also gets their own rank.
  rankList: publicRead,
  pointsAccount: ownRead,
  pointsLedger: ownRead,
  // Community: public reading (a signed-in caller also learns where they stand), members' acts
  group: publicRead,
  groupInfo: publicRead,
  groupMembers: publicRead,
  groupImage: publicRead,
  groupQuestion: publicRead,
  groupContent: publicRead,
  groupComments: publicRead,
  groupJoinCreate: ownWrite,
  groupConventionAccept: ownWrite,
  groupPostCreate: ownWrite,
  groupPostDelete: ownWrite,
  groupPostLike: ownWrite,
  groupCommentCreate: ownWrite,
  groupCommentDelete: ownWrite,
  groupReport: ownWrite,
  myGroups: ownRead,
  myGroupApplications: ownRead,
  myGroupPosts: ownRead,
  communityNotices: ownRead,
  communityNoticeRead: ownWrite,
  communityUnread: ownRead,
  // Authenticity: anyone checks a serial (a signed-in owner learns it is theirs); owners transfer
  qrCode: publicRead,
  mySerials: ownRead,
  serialTransferCreate: ownWrite,
  serialTransferAccept: ownWrite,
  serialReport: ownWrite,
  // Personal data: the archive, and cancelling the account
  dataExportCreate: ownWrite,
  accountCancelInfo: ownRead,
  accountCancel: ownWrite,
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
