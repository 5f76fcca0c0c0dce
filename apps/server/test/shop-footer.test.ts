import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';

const URL = '/api/systemConfig/footer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const get = (token: string) => call(s.app, { method: 'GET', url: URL, token });
const put = (token: string, payload: object, lang = 'zh') =>
  call(s.app, { method: 'PUT', url: URL, token, payload, headers: { cookie: `lang=${lang}` } });

describe('the shop footer is stored per company on the server', () => {
  it('starts empty, saves text and filing number, and every staff member of the shop reads them', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    expect((await get(alice)).body).toEqual({ footerTxt: '', caseNumber: '' });
    const saved = await put(alice, {
      footerTxt: ' 朝阳优选 客服 400-800-1234 ',
      caseNumber: '京ICP备12345678号',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ footerTxt: '朝阳优选 客服 400-800-1234', caseNumber: '京ICP备12345678号' });
    const carol = await loginTo(s.app, 'carol', 'sunrise');
    expect((await get(carol)).body).toEqual(saved.body);
    expect((await put(carol, { footerTxt: '店员改的', caseNumber: '' })).status).toBe(403);
  });

  it('refuses text that is too long with a field message in the UI language', async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    const zh = await put(alice, { footerTxt: 'x'.repeat(101), caseNumber: '' });
    expect(zh.status).toBe(400);
    expect(zh.body.errors[0].field).toBe('footerTxt');
    const en = await put(alice, { footerTxt: '', caseNumber: 'x'.repeat(61) }, 'en');
    expect(en.status).toBe(400);
    expect(en.body.errors[0]).toMatchObject({ field: 'caseNumber' });
    expect(en.body.errors[0].message).toMatch(/[a-z]/i);
  });

  it("keeps each company's footer behind the tenant wall", async () => {
    const alice = await loginTo(s.app, 'alice', 'sunrise');
    await put(alice, { footerTxt: '朝阳的页脚', caseNumber: '京ICP备00000001号' });
    const harbour = await loginTo(s.app, 'carol', 'harbour');
    expect((await get(harbour)).body).toEqual({ footerTxt: '', caseNumber: '' });
    await put(harbour, { footerTxt: '海港的页脚', caseNumber: '沪ICP备00000002号' });
    expect((await get(alice)).body).toEqual({ footerTxt: '朝阳的页脚', caseNumber: '京ICP备00000001号' });
    expect((await get(harbour)).body).toEqual({ footerTxt: '海港的页脚', caseNumber: '沪ICP备00000002号' });
  });
});
