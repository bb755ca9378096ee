import type { APIRequestContext } from '@playwright/test';
import { addAddressThroughApi, api, signInThroughApi, type TestAccount } from './accounts';

export interface Card {
  id: number;
  name: string;
  stock: number;
}

export interface PlacedOrder {
  order_id: number;
  order_no: string;
  product_id: number;
}

/** An art product of the demo shop with stock to spare, named in `lang`. */
export async function artInStock(
  request: APIRequestContext,
  lang: 'zh-cn' | 'en' = 'zh-cn',
): Promise<Card> {
  const shelf = await api<{ list: Card[] }>(request, 'GET', 'productList', {
    type: 'art',
    limit: 100,
    lang,
  });
  const product = shelf.list.find((card) => card.stock > 5);
  if (!product) throw new Error('the demo shop has no art product in stock');
  return product;
}

/**
 * A customer's order of `quantity` units of a product (an art piece in stock unless named), to a
 * new address, paid at the sandbox cashier as checkout leaves it.
 */
export async function paidOrder(
  request: APIRequestContext,
  customer: TestAccount,
  { productId, quantity = 1 }: { productId?: number; quantity?: number } = {},
): Promise<PlacedOrder> {
  const product_id = productId ?? (await artInStock(request)).id;
  const addressId = await addAddressThroughApi(request, customer.token);
  const order = await api<{ order_id: number; order_no: string }>(
    request,
    'POST',
    'orderCreate',
    {
      product_id,
      quantity,
      address_id: addressId,
      idempotency_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    },
    customer.token,
  );
  const paying = await api<{ payment: { session_id: string } }>(
    request,
    'POST',
    'orderPay',
    { order_id: order.order_id, method: 'sandbox' },
    customer.token,
  );
  await api(
    request,
    'POST',
    'cashierSubmit',
    { session_id: paying.payment.session_id, outcome: 'paid' },
    customer.token,
  );
  return { ...order, product_id };
}

/** A batch of `quantity` serials an editor issues for a product; their codes in edition order. */
export async function issuedSerials(
  request: APIRequestContext,
  productId: number,
  quantity: number,
): Promise<string[]> {
  const editor = await signInThroughApi(request, 'editor', 'Editor@12345');
  const batch = await api<{ id: number }>(
    request,
    'POST',
    'serialBatchCreate',
    { product_id: productId, quantity, note: 'e2e' },
    editor,
  );
  const serials = await api<{ list: Array<{ code: string }> }>(
    request,
    'GET',
    'serialBatchSerials',
    { batch_id: batch.id, limit: 100 },
    editor,
  );
  return serials.list.map((serial) => serial.code);
}

/** An operator ships a paid order, entering `serials` for its units. */
export async function shipOrder(
  request: APIRequestContext,
  orderId: number,
  serials: readonly string[] = [],
): Promise<void> {
  const operator = await signInThroughApi(request, 'operator', 'Operator@12345');
  await api(
    request,
    'POST',
    'orderShip',
    { id: orderId, carrier: '顺丰速运', tracking_no: `SF${Date.now()}`, serials },
    operator,
  );
}
