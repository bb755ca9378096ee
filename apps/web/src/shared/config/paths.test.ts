import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('links a page without parameters by its path', () => {
    expect(paths.globalShop.href()).toBe('/GLOBALSHOP');
    expect(paths.myOrder.href()).toBe('/myOrder');
    expect(paths.news.href()).toBe('/news');
    expect(paths.joinUs.href()).toBe('/joinUs');
  });

  it('names a record by ?id=', () => {
    expect(paths.productDetail.href(7)).toBe('/productDetail?id=7');
    expect(paths.processDetail.href(3)).toBe('/PROCESSDETAIL?id=3');
  });

  it('encodes the address to come back to', () => {
    expect(paths.login.href('/pay?id=4')).toBe('/login?redirect=%2Fpay%3Fid%3D4');
    expect(paths.address.href('/confirmOrder?cart_ids=3,4')).toBe(
      '/address?redirect=%2FconfirmOrder%3Fcart_ids%3D3%2C4',
    );
    expect(paths.login.href()).toBe('/login');
  });

  it('keeps the cart ids comma-separated, and a product bought now by id and quantity', () => {
    expect(paths.confirmOrder.href({ cartIds: [3, 4] })).toBe('/confirmOrder?cart_ids=3,4');
    expect(paths.confirmOrder.href({ productId: 7, quantity: 2 })).toBe(
      '/confirmOrder?product_id=7&quantity=2',
    );
  });

  it('leaves the list defaults out of the address', () => {
    expect(paths.joinUs.href({ kind: 'programme' })).toBe('/joinUs?kind=programme');
    expect(paths.joinUs.href({ kind: null, page: 1 })).toBe('/joinUs');
    expect(paths.joinUs.href({ kind: 'intern', page: 2 })).toBe('/joinUs?kind=intern&page=2');
    expect(paths.news.href(1)).toBe('/news');
    expect(paths.news.href(3)).toBe('/news?page=3');
  });

  it('builds the order list by status, a kept text by key and the QR page by ticket', () => {
    expect(paths.myOrder.href({ status: 'unpaid' })).toBe('/myOrder?status=unpaid');
    expect(paths.richText.href('agreement')).toBe('/richText?key=agreement');
    expect(paths.qrLogin.href('a+b/c')).toBe('/qrLogin?ticket=a%2Bb%2Fc');
  });
});
