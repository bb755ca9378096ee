import type { ActionName } from '@atelier/contract/routes';
import type { APIRequestContext } from '@playwright/test';
import type { PathName } from '../src/shared/config/paths';
import { addAddressThroughApi, api, registerAccount } from './accounts';

/**
 * Who looks at a page: a visitor signed out, the demo customer (read only, never changed), or a
 * buyer of this run with an unpaid and a paid order of their own.
 */
export type Viewer = 'visitor' | 'customer' | 'buyer';

/** Real records of the demo data, for the pages about one record. */
export interface Records {
  process: number;
  technology: number;
  news: number;
  position: number;
  artist: number;
  product: number;
  /** The buyer's account, unpaid order, its open cashier session, and a paid order. */
  buyer: { account: string; password: string };
  unpaid: number;
  cashierSession: string;
  paid: number;
}

interface Scanned {
  kind: 'scanned';
  viewers: readonly Viewer[];
  url: (records: Records, request: APIRequestContext) => string | Promise<string>;
  /** Scanned at 375px too: its mobile layout is a different arrangement, not just narrower. */
  narrow?: true;
}

/** A path of the spec without a page yet: the 404 page stands in (scanned as `notFound`). */
interface Unbuilt {
  kind: 'unbuilt';
}

interface Excluded {
  kind: 'excluded';
  reason: string;
}

const visitor = ['visitor'] as const;
const customer = ['customer'] as const;
const both = ['visitor', 'customer'] as const;

function at(url: string, viewers: readonly Viewer[] = visitor): Scanned {
  return { kind: 'scanned', viewers, url: () => url };
}

function about(url: Scanned['url'], viewers: readonly Viewer[]): Scanned {
  return { kind: 'scanned', viewers, url };
}

function narrow(entry: Scanned): Scanned {
  return { ...entry, narrow: true };
}

/** The first demo group, whose page and join page are scanned. */
async function firstGroup(request: APIRequestContext): Promise<number> {
  const groups = await api<{ list: Array<{ id: number }> }>(request, 'GET', 'group', {});
  const first = groups.list[0];
  if (!first) throw new Error('the demo studio has no community group');
  return first.id;
}

/**
 * Every path of `paths.ts`, and how the accessibility check opens it. The compiler insists on
 * an entry for each path, so a new page is scanned, or excluded with a reason, from the start.
 */
export const a11yPages = {
  layout: { kind: 'excluded', reason: 'redirects to /about' },
  about: at('/about', both),
  business: at('/BUSINESS'),
  idea: at('/Idea'),
  city: at('/city'),
  founder: at('/FOUNDER'),
  gallery: at('/GALLERY'),
  coreTeam: at('/CORETEAM'),
  artistTeam: at('/ARTISTTEAM', both),
  art: at('/art'),
  connection: at('/CONNECTION'),
  process: at('/PROCESS'),
  myCenter: narrow(at('/myCenter', customer)),
  myOrder: at('/myOrder', ['customer', 'buyer']),
  myDrops: narrow(at('/myDrops', customer)),
  myColle: at('/myColle', customer),
  address: at('/address', customer),
  myAccount: narrow(at('/myAccount', customer)),
  appraisal: narrow(at('/appraisal', both)),
  appraisalCertificate: at('/appraisalCertificate?code=0000-0000-0000-0000', customer),
  mrExperience: at('/mrExperience', customer),
  login: at('/login'),
  processDetail: about((r) => `/PROCESSDETAIL?id=${r.process}`, visitor),
  joinUs: at('/joinUs'),
  joinUsDetails: narrow(about((r) => `/joinUsDetails?id=${r.position}`, both)),
  community: narrow(at('/COMMUNITY', both)),
  technology: at('/Technology'),
  superIndividual: at('/SUPERINDIVIDUAL'),
  news: at('/news'),
  figure: at('/Figure'),
  globalShop: narrow(at('/GLOBALSHOP')),
  playGame: narrow(at('/playGame', customer)),
  artPeripherals: at('/artPeripherals'),
  pointsMall: at('/PointsMall', both),
  myFollowing: at('/MyFollowing', customer),
  followDetails: about((r) => `/followDetails?id=${r.artist}`, both),
  pay: about((r) => `/pay?id=${r.unpaid}`, ['buyer']),
  productDetail: narrow(about((r) => `/productDetail?id=${r.product}`, both)),
  drop: about((r) => `/drop?id=${r.product}`, both),
  cart: narrow(at('/cart', customer)),
  confirmOrder: about((r) => `/confirmOrder?product_id=${r.product}&quantity=1`, customer),
  paySuccess: about((r) => `/paySuccess?id=${r.paid}`, ['buyer']),
  orderDetail: about((r) => `/orderDetail?id=${r.paid}`, ['buyer']),
  register: narrow(at('/register')),
  communityCenter: narrow(at('/communityCenter', customer)),
  groupDetail: narrow(about(async (_, r) => `/groupDetail?id=${await firstGroup(r)}`, both)),
  // The demo customer belongs to the first group: the join page says so, with the way back.
  communityJoin: about(async (_, r) => `/communityJoin?id=${await firstGroup(r)}`, customer),
  security: at('/security', customer),
  myData: narrow(at('/myData', customer)),
  // Opening the page cancels nothing: the demo customer is only shown what cancelling loses.
  accountCancel: narrow(at('/accountCancel', customer)),
  admin: { kind: 'excluded', reason: 'the studio staff console, not a customer page' },
  my: { kind: 'excluded', reason: 'redirects to /myCenter' },
  editProfile: at('/editProfile', customer),
  forgotPassword: at('/forgotPassword'),
  // A fresh ticket for each opening: the page spends it.
  qrLogin: about(async (_, request) => {
    const { ticket } = await api<{ ticket: string }>(request, 'POST', 'qrLoginCreate');
    return `/qrLogin?ticket=${encodeURIComponent(ticket)}`;
  }, customer),
  technologyDetail: about((r) => `/technologyDetail?id=${r.technology}`, visitor),
  newsDetail: about((r) => `/newsDetail?id=${r.news}`, visitor),
  richText: at('/richText?key=agreement'),
  cashier: about((r) => `/cashier?session=${r.cashierSession}`, ['buyer']),
  notFound: at('/no-such-page'),
} as const satisfies Record<PathName, Scanned | Unbuilt | Excluded>;

export type A11yPage = (typeof a11yPages)[PathName];

function first<T>(list: readonly T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`the demo data has no ${what}`);
  return item;
}

interface Listed {
  id: number;
}

/**
 * Looks the records up through the API, and lets a new buyer of this run order twice: one
 * order left unpaid with its cashier session open, one paid at the sandbox cashier.
 */
export async function findRecords(request: APIRequestContext): Promise<Records> {
  const get = <T>(action: ActionName, data: Record<string, unknown> = {}) =>
    api<T>(request, 'GET', action, data);
  const [processes, technologies, news, positions, artists, products] = await Promise.all([
    get<Listed[]>('process'),
    get<Listed[]>('technology'),
    get<{ list: Listed[] }>('newsList'),
    get<{ list: Listed[] }>('joinUs'),
    get<{ list: Listed[] }>('artisan'),
    get<{ list: Array<Listed & { stock: number }> }>('productList', {
      type: 'art',
      limit: 100,
    }),
  ]);
  const product = [...products.list].sort((a, b) => b.stock - a.stock)[0];
  if (!product || product.stock < 3) throw new Error('the demo shop has no art product in stock');

  const buyer = await registerAccount(request);
  const post = <T>(action: ActionName, data: Record<string, unknown>) =>
    api<T>(request, 'POST', action, data, buyer.token);
  const addressId = await addAddressThroughApi(request, buyer.token);
  const order = async () => {
    const { order_id } = await post<{ order_id: number }>('orderCreate', {
      product_id: product.id,
      quantity: 1,
      address_id: addressId,
      remark: '',
      idempotency_key: `a11y-${buyer.mobile}-${Math.random().toString(36).slice(2, 10)}`,
    });
    const { payment } = await post<{ payment: { session_id: string } | null }>('orderPay', {
      order_id,
      method: 'sandbox',
    });
    if (!payment) throw new Error('the sandbox gateway opened no payment session');
    return { id: order_id, session: payment.session_id };
  };
  const unpaid = await order();
  const paid = await order();
  await post('cashierSubmit', { session_id: paid.session, outcome: 'paid' });

  return {
    process: first(processes, 'process').id,
    technology: first(technologies, 'technology').id,
    news: first(news.list, 'news').id,
    position: first(positions.list, 'open position').id,
    artist: first(artists.list, 'artist').id,
    product: product.id,
    buyer: { account: buyer.username, password: buyer.password },
    unpaid: unpaid.id,
    cashierSession: unpaid.session,
    paid: paid.id,
  };
}
