import { describe, expect, it } from 'vitest';
import { h5Paths } from './render/paths.ts';
import { parseLocation } from './router.ts';

describe('the storefront router', () => {
  it('opens the shopper pages', () => {
    expect(parseLocation('/h5/sunrise/cart', '').route).toEqual({ kind: 'cart' });
    expect(parseLocation('/h5/sunrise/me', '').route).toEqual({ kind: 'me' });
    expect(parseLocation('/h5/sunrise/me/2', '').route).toEqual({ kind: 'notFound' });
  });

  it('opens my coupons on a tab and the claim centre, at the addresses h5Paths writes', () => {
    const at = (href: string) => {
      const url = new URL(href, 'http://shop.test');
      return parseLocation(url.pathname, url.search).route;
    };
    expect(at(h5Paths.coupons('sunrise'))).toEqual({ kind: 'coupons', tab: '' });
    expect(at(h5Paths.coupons('sunrise', 'expired'))).toEqual({ kind: 'coupons', tab: 'expired' });
    expect(at(h5Paths.couponCentre('sunrise'))).toEqual({ kind: 'couponCentre' });
    expect(at('/h5/sunrise/coupons/3')).toEqual({ kind: 'notFound' });
  });

  it('opens the bargains and one bargain (its share link), at the addresses h5Paths writes', () => {
    const at = (href: string) => parseLocation(href, '').route;
    expect(at(h5Paths.bargains('sunrise'))).toEqual({ kind: 'bargains' });
    expect(at(h5Paths.bargain('sunrise', 12))).toEqual({ kind: 'bargain', id: 12 });
    expect(at('/h5/sunrise/bargain/x')).toEqual({ kind: 'notFound' });
    expect(at('/h5/sunrise/bargain')).toEqual({ kind: 'notFound' });
  });

  it('opens the seckill page, open to visitors, at the address h5Paths writes', () => {
    const at = (href: string) => parseLocation(href, '').route;
    expect(at(h5Paths.seckill('sunrise'))).toEqual({ kind: 'seckill' });
    expect(at('/h5/sunrise/seckill/3')).toEqual({ kind: 'notFound' });
  });

  it('opens the group buys, an activity and one group (its share link), at the addresses h5Paths writes', () => {
    const at = (href: string) => parseLocation(href, '').route;
    expect(at(h5Paths.groups('sunrise'))).toEqual({ kind: 'groups' });
    expect(at(h5Paths.groupBuy('sunrise', 3))).toEqual({ kind: 'groupBuy', id: 3 });
    expect(at(h5Paths.group('sunrise', 12))).toEqual({ kind: 'group', id: 12 });
    expect(at('/h5/sunrise/group/x')).toEqual({ kind: 'notFound' });
    expect(at('/h5/sunrise/group-buy')).toEqual({ kind: 'notFound' });
    expect(at('/h5/sunrise/groups/1')).toEqual({ kind: 'notFound' });
  });

  it('opens the address book, checkout and payment pages', () => {
    const at = (path: string, search = '') => parseLocation(path, search).route;
    expect(at('/h5/sunrise/addresses')).toEqual({ kind: 'addresses', choose: false });
    expect(at('/h5/sunrise/addresses', '?choose=1')).toEqual({ kind: 'addresses', choose: true });
    expect(at('/h5/sunrise/addresses/new', '?choose=1')).toEqual({ kind: 'address', id: null, choose: true });
    expect(at('/h5/sunrise/addresses/12')).toEqual({ kind: 'address', id: 12, choose: false });
    expect(at('/h5/sunrise/addresses/x')).toEqual({ kind: 'notFound' });
    expect(at('/h5/sunrise/checkout')).toEqual({ kind: 'checkout' });
    expect(at('/h5/sunrise/pay/7')).toEqual({ kind: 'pay', id: 7 });
    expect(at('/h5/sunrise/paid/7')).toEqual({ kind: 'paid', id: 7 });
    expect(at('/h5/sunrise/pay')).toEqual({ kind: 'notFound' });
    expect(at('/h5/sunrise/wechat-oauth', '?code=C1&state=ab12')).toEqual({
      kind: 'wechatSignIn',
      code: 'C1',
      state: 'ab12',
    });
  });

  it('opens my orders on a tab, an order, a refund from a line and an after-sale, at the addresses h5Paths writes', () => {
    const at = (href: string) => {
      const url = new URL(href, 'http://shop.test');
      return parseLocation(url.pathname, url.search).route;
    };
    expect(at(h5Paths.orders('sunrise'))).toEqual({ kind: 'orders', tab: '' });
    expect(at(h5Paths.orders('sunrise', 'toShip'))).toEqual({ kind: 'orders', tab: 'toShip' });
    expect(at(h5Paths.order('sunrise', 7))).toEqual({ kind: 'order', id: 7 });
    expect(at(h5Paths.refund('sunrise', 7, 11))).toEqual({ kind: 'refund', orderId: 7, lineId: 11 });
    expect(at('/h5/sunrise/refund/7?line=x')).toEqual({ kind: 'refund', orderId: 7, lineId: null });
    expect(at(h5Paths.afterSale('sunrise', 5))).toEqual({ kind: 'afterSale', id: 5 });
    expect(at('/h5/sunrise/orders/0')).toEqual({ kind: 'notFound' });
    expect(at('/h5/sunrise/after-sale/')).toEqual({ kind: 'notFound' });
  });

  it('returns from sign-in only to a page of the same shop', () => {
    const back = (value: string) =>
      parseLocation('/h5/sunrise/login', `?back=${encodeURIComponent(value)}`).route;
    expect(back('/h5/sunrise/cart')).toEqual({ kind: 'login', back: '/h5/sunrise/cart' });
    expect(back('/h5/sunrise/search?keyword=tea')).toEqual({
      kind: 'login',
      back: '/h5/sunrise/search?keyword=tea',
    });
    for (const elsewhere of [
      'https://evil.example/',
      '/h5/other/cart',
      '//evil.example/h5/sunrise/',
      '/h5/sunrise//evil',
    ])
      expect(back(elsewhere)).toEqual({ kind: 'login', back: '/h5/sunrise/' });
    expect(parseLocation('/h5/sunrise/login', '').route).toEqual({ kind: 'login', back: '/h5/sunrise/' });
  });
});
