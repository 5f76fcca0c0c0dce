import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_INFRASTRUCTURE } from '../src/plugins/auth.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

/** The routes open to anyone, on purpose. A new public route must be added here knowingly. */
const PUBLIC_ROUTES = [
  'GET /healthz',
  'GET /livez',
  'GET /auth/code',
  'POST /auth/login',
  'POST /auth/sms/send',
  'POST /auth/loginPhoneCode',
  'POST /auth/userRegister',
  'POST /auth/findPassword',
  'GET /auth/cityList',
  'GET /api/systemCompanyConfig/getByCompanyKey',
  'GET /payYlCallback/sandbox/pay',
  'GET /payYlCallback/wxCallback/orderCode=:orderCode',
  'POST /payYlCallback/wxCallback/orderCode=:orderCode',
  // Payment providers' notices about order payments: verified (signature and amount) by the handler.
  'GET /api/pay/order/sandbox/:outTradeNo',
  'POST /api/pay/order/wechat/:outTradeNo',
  // WeChat Pay's refund notices: signature-checked and decrypted, the amount compared with the refund row.
  'POST /api/pay/wechat/refund-notify',
  // The live socket: authenticated in its own hook by a one-time ticket from POST /api/ws/ticket.
  'GET /api/ws',
  // The storefront: a shopper's sign-in, and the catalogue and seckill of a shop named by its key.
  'POST /api/front/login/sms',
  'POST /api/front/login',
  'GET /api/front/shops/:companyKey',
  'GET /api/front/shops/:companyKey/categories',
  'GET /api/front/shops/:companyKey/products',
  'GET /api/front/shops/:companyKey/products/:id',
  'GET /api/front/shops/:companyKey/seckill',
  'GET /api/front/shops/:companyKey/seckill/products/:productId',
  'GET /api/front/shops/:companyKey/seckill/slots/:slotId',
  // The storefront's decorated pages (published versions only) and the page that shows them.
  'GET /api/front/shops/:companyKey/decoration/home',
  'GET /api/front/shops/:companyKey/decoration/pages/:id',
  'GET /h5/*',
].sort();

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('route access declarations', () => {
  it('every route declares who may call it, or is public infrastructure', () => {
    const undeclared = s.routes.filter(
      (r) => !r.access && !PUBLIC_INFRASTRUCTURE.some((re) => re.test(r.url)),
    );
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('the public routes are exactly the known short list', () => {
    const open = s.routes.filter((r) => r.access?.kind === 'public').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(PUBLIC_ROUTES);
  });

  it('company and platform routes name their permission, except reads any member may make', () => {
    const memberReads = new Set([
      'GET /api/dashboard/demoOrders',
      'GET /api/dashboard/summary',
      'GET /api/decoration/storefront',
      'GET /api/roles/level',
      'GET /api/systemCompanyMember/getFounder',
      'GET /api/dictDetail',
      'GET /api/systemConfig',
      'GET /api/systemConfig/footer',
    ]);
    const bare = s.routes.filter(
      (r) =>
        (r.access?.kind === 'company' || r.access?.kind === 'platform') &&
        r.access.permissions.length === 0 &&
        !memberReads.has(`${r.method} ${r.url}`),
    );
    expect(bare.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every guarded route answers 401 without a token', async () => {
    for (const r of s.routes.filter((x) => x.access && x.access.kind !== 'public')) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const res = await call(s.app, { method: r.method as 'GET', url });
      expect(res.status, `${r.method} ${url}`).toBe(401);
      expect(res.body).toMatchObject({ status: 401 });
    }
  });
});
