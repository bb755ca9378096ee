/**
 * Every path of the application, in one table (spec section 2, capitals as written there).
 * Routes are registered in `router.tsx` only once their screen exists; links and redirects
 * always read their path from here.
 */
export const paths = {
  layout: { path: '/' },
  // Home group
  about: { path: '/about' },
  business: { path: '/BUSINESS' },
  idea: { path: '/Idea' },
  city: { path: '/city' },
  founder: { path: '/FOUNDER' },
  gallery: { path: '/GALLERY' },
  coreTeam: { path: '/CORETEAM' },
  artistTeam: { path: '/ARTISTTEAM' },
  art: { path: '/art' },
  connection: { path: '/CONNECTION' },
  process: { path: '/PROCESS' },
  // Personal area
  myCenter: { path: '/myCenter' },
  myOrder: { path: '/myOrder' },
  myColle: { path: '/myColle' },
  address: { path: '/address' },
  myAccount: { path: '/myAccount' },
  appraisal: { path: '/appraisal' },
  mrExperience: { path: '/mrExperience' },
  // Other top-level children
  login: { path: '/login' },
  processDetail: { path: '/PROCESSDETAIL' },
  joinUs: { path: '/joinUs' },
  joinUsDetails: { path: '/joinUsDetails' },
  community: { path: '/COMMUNITY' },
  technology: { path: '/Technology' },
  superIndividual: { path: '/SUPERINDIVIDUAL' },
  news: { path: '/news' },
  figure: { path: '/Figure' },
  globalShop: { path: '/GLOBALSHOP' },
  playGame: { path: '/playGame' },
  artPeripherals: { path: '/artPeripherals' },
  pointsMall: { path: '/PointsMall' },
  myFollowing: { path: '/MyFollowing' },
  followDetails: { path: '/followDetails' },
  pay: { path: '/pay' },
  // Screens the spec names without a path (DESIGN section 5)
  productDetail: { path: '/productDetail' },
  cart: { path: '/cart' },
  confirmOrder: { path: '/confirmOrder' },
  paySuccess: { path: '/paySuccess' },
  orderDetail: { path: '/orderDetail' },
  register: { path: '/register' },
  communityCenter: { path: '/communityCenter' },
  security: { path: '/security' },
  admin: { path: '/admin' },
  // Screens this product adds: the personal area's entry, profile editing, password reset and
  // the phone's side of QR-code login.
  my: { path: '/my' },
  editProfile: { path: '/editProfile' },
  forgotPassword: { path: '/forgotPassword' },
  qrLogin: { path: '/qrLogin' },
  // Detail screens of the studio's pages, and its kept texts (agreement, privacy policy...).
  technologyDetail: { path: '/technologyDetail' },
  newsDetail: { path: '/newsDetail' },
  richText: { path: '/richText' },
  // The sandbox payment gateway's cashier page, which its QR code opens.
  cashier: { path: '/cashier' },
  // Anything unmatched
  notFound: { path: '*' },
} as const satisfies Record<string, { path: string }>;

export type PathName = keyof typeof paths;

/** The child segment of a top-level path, as the layout route's children are declared. */
export function childSegment(path: string): string {
  return path.replace(/^\//, '');
}
