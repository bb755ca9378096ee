import type { Purchase } from '@atelier/contract';
import type { OrderStatus } from '@atelier/contract/codes';
import type { JobKind } from '@atelier/contract/formats';

/**
 * Every path of the application, in one table (spec section 2, capitals as written there).
 * `path` registers the route; `href(...)` builds a link or redirect to it. The spec declares no
 * route parameters, so ids and the like ride in the query.
 */

/** `path` with the query's set values, in the order given; `path` alone when none is set. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A page without parameters. */
function page<P extends string>(path: P) {
  return { path, href: (): P => path };
}

/** A page about one record, named by `?id=`. */
function detail<P extends string>(path: P) {
  return { path, href: (id: number): string => withQuery(path, { id: String(id) }) };
}

/** A page that sends the visitor on to `redirect` when done, as login and the address book do. */
function returning<P extends string>(path: P) {
  return { path, href: (redirect?: string): string => withQuery(path, { redirect }) };
}

/** Each kind of `T` without its `kind`, which its other fields already tell. */
type Unkinded<T> = T extends unknown ? Omit<T, 'kind'> : never;

/** What the order confirmation is asked to buy, as a link names it. */
export type PurchaseQuery = Unkinded<Purchase>;

export const paths = {
  layout: page('/'),
  // Home group
  about: page('/about'),
  business: page('/BUSINESS'),
  idea: page('/Idea'),
  city: page('/city'),
  founder: page('/FOUNDER'),
  gallery: page('/GALLERY'),
  coreTeam: page('/CORETEAM'),
  artistTeam: page('/ARTISTTEAM'),
  art: page('/art'),
  connection: page('/CONNECTION'),
  process: page('/PROCESS'),
  // Personal area
  myCenter: page('/myCenter'),
  myOrder: {
    path: '/myOrder',
    href: (filter: { status?: OrderStatus } = {}): string =>
      withQuery('/myOrder', { status: filter.status }),
  },
  myColle: page('/myColle'),
  // The draws I entered and what became of my entries.
  myDrops: page('/myDrops'),
  address: returning('/address'),
  myAccount: page('/myAccount'),
  // The authenticity check, for everyone; `code` fills and checks the serial (a label's QR code).
  appraisal: {
    path: '/appraisal',
    href: (code?: string): string => withQuery('/appraisal', { code }),
  },
  mrExperience: page('/mrExperience'),
  // Other top-level children
  login: returning('/login'),
  processDetail: detail('/PROCESSDETAIL'),
  joinUs: {
    path: '/joinUs',
    // The defaults (every kind, the first page) are left out of the address.
    href: (list: { kind?: JobKind | null; page?: number } = {}): string =>
      withQuery('/joinUs', {
        kind: list.kind ?? undefined,
        page: list.page !== undefined && list.page > 1 ? String(list.page) : undefined,
      }),
  },
  joinUsDetails: detail('/joinUsDetails'),
  community: page('/COMMUNITY'),
  technology: page('/Technology'),
  superIndividual: page('/SUPERINDIVIDUAL'),
  news: {
    path: '/news',
    href: (listPage = 1): string =>
      withQuery('/news', { page: listPage > 1 ? String(listPage) : undefined }),
  },
  figure: page('/Figure'),
  globalShop: page('/GLOBALSHOP'),
  playGame: page('/playGame'),
  artPeripherals: page('/artPeripherals'),
  pointsMall: page('/PointsMall'),
  myFollowing: page('/MyFollowing'),
  followDetails: detail('/followDetails'),
  pay: detail('/pay'),
  // Screens the spec names without a path (DESIGN section 5)
  productDetail: detail('/productDetail'),
  // A product's drop (a draw for a limited edition) and its proof, named by the product's id.
  drop: detail('/drop'),
  cart: page('/cart'),
  confirmOrder: {
    path: '/confirmOrder',
    href: (purchase: PurchaseQuery): string =>
      'cartIds' in purchase
        ? // The ids stay comma-separated as written, not percent-encoded.
          `/confirmOrder?cart_ids=${purchase.cartIds.join(',')}`
        : withQuery('/confirmOrder', {
            product_id: String(purchase.productId),
            quantity: String(purchase.quantity),
          }),
  },
  paySuccess: detail('/paySuccess'),
  orderDetail: detail('/orderDetail'),
  register: page('/register'),
  communityCenter: page('/communityCenter'),
  // A group's page and its join page (the spec's "community join page")
  groupDetail: detail('/groupDetail'),
  communityJoin: detail('/communityJoin'),
  security: page('/security'),
  // The customer's own data: download it, or cancel the account (注销账号).
  myData: page('/myData'),
  accountCancel: page('/accountCancel'),
  admin: page('/admin'),
  // Screens this product adds: the personal area's entry, profile editing, password reset and
  // the phone's side of QR-code login.
  my: page('/my'),
  editProfile: page('/editProfile'),
  forgotPassword: page('/forgotPassword'),
  qrLogin: {
    path: '/qrLogin',
    href: (ticket: string): string => withQuery('/qrLogin', { ticket }),
  },
  // Detail screens of the studio's pages, and its kept texts (agreement, privacy policy...).
  technologyDetail: detail('/technologyDetail'),
  newsDetail: detail('/newsDetail'),
  richText: {
    path: '/richText',
    href: (key: string): string => withQuery('/richText', { key }),
  },
  // An owner's printable certificate of a serial.
  appraisalCertificate: {
    path: '/appraisalCertificate',
    href: (code: string): string => withQuery('/appraisalCertificate', { code }),
  },
  // The sandbox payment gateway's cashier page, which its QR code opens.
  cashier: page('/cashier'),
  // Anything unmatched: registered, never linked to.
  notFound: { path: '*' },
} as const satisfies Record<string, { path: string; href?: (...args: never[]) => string }>;

export type PathName = keyof typeof paths;

/** The child segment of a top-level path, as the layout route's children are declared. */
export function childSegment(path: string): string {
  return path.replace(/^\//, '');
}
