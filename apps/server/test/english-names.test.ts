import { AFTER_SALE_REASONS_URL, COMPANY_CONFIG_URL, LOGS_URL, ROLES_URL, USERS_URL } from '@hh/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginTo, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let alice: string;
beforeAll(async () => {
  s = await startTestServer();
  alice = await loginTo(s.app, 'alice', 'sunrise');
});
afterAll(() => s.close());

type Lang = 'zh' | 'en';
type Json = Record<string, unknown>;

/** A GET as `token` in the reader's language (the lang cookie the web sends). */
async function read(token: string, url: string, lang: Lang) {
  const res = await call(s.app, { method: 'GET', url, token, headers: { cookie: `lang=${lang}` } });
  expect(res.status).toBe(200);
  return res.body as Json;
}

const content = (body: Json) => body.content as Json[];

async function staffRoles(lang: Lang): Promise<Record<string, string[]>> {
  const rows = content(await read(alice, `${USERS_URL}?page=0&size=20`, lang));
  return Object.fromEntries(
    rows.map((row) => [row.username as string, (row.roles as { name: string }[]).map((role) => role.name)]),
  );
}

describe('seeded names in the reader’s language', () => {
  it('names the stock roles in English for an English reader, in the roles list, the staff list and the shop card', async () => {
    const zh = content(await read(alice, `${ROLES_URL}?page=0&size=10&sort=level,asc`, 'zh'));
    const en = content(await read(alice, `${ROLES_URL}?page=0&size=10&sort=level,asc`, 'en'));
    const names = (rows: Json[]) => rows.map((row) => [row.name, row.nameEn]);
    expect(names(zh)).toEqual([
      ['店主', 'Owner'],
      ['店长', 'Manager'],
      ['店员', 'Clerk'],
    ]);
    expect(names(en)).toEqual(names(zh));

    expect(await staffRoles('zh')).toMatchObject({ alice: ['店主'], dave: ['店长'], carol: ['店员'] });
    expect(await staffRoles('en')).toMatchObject({ alice: ['Owner'], dave: ['Manager'], carol: ['Clerk'] });

    const card = (lang: Lang) => read(alice, '/api/dashboard/summary', lang);
    expect((await card('zh')).roles).toEqual(['店主']);
    expect((await card('en')).roles).toEqual(['Owner']);
  });

  it('keeps a name the shop typed as typed, in both languages, once it renames a stock role', async () => {
    const [clerk] = content(await read(alice, `${ROLES_URL}?page=0&size=10&blurry=Clerk`, 'en'));
    expect(clerk).toMatchObject({ name: '店员', nameEn: 'Clerk' });
    const renamed = await call(s.app, {
      method: 'PUT',
      url: ROLES_URL,
      token: alice,
      payload: { id: clerk!.id, name: '收银员', level: clerk!.level, description: clerk!.description },
    });
    expect(renamed.status).toBe(200);
    expect(await staffRoles('en')).toMatchObject({ carol: ['收银员'] });
    const [row] = content(await read(alice, `${ROLES_URL}?page=0&size=10&blurry=收银员`, 'en'));
    expect(row).toMatchObject({ name: '收银员', nameEn: '' });

    // The log names who renamed it by their role, in the reader's language.
    const [line] = content(await read(alice, `${LOGS_URL}?page=0&size=1`, 'en'));
    expect(line).toMatchObject({ entity: 'role', roles: ['Owner'] });
  });

  it('names the plans in English on the platform’s company list', async () => {
    const platform = await loginTo(s.app, 'admin', 'platform');
    const plans = async (lang: Lang) =>
      content(await read(platform, `${COMPANY_CONFIG_URL}/list?page=0&size=20`, lang))
        .map((row) => row.planName)
        .filter((name) => name !== null)
        .sort();
    expect(await plans('zh')).toEqual(['专业版', '旗舰版']);
    expect(await plans('en')).toEqual(['Enterprise', 'Professional']);
  });

  it('gives the after-sale reasons in the reader’s language', async () => {
    const reasons = async (lang: Lang) =>
      ((await read(alice, AFTER_SALE_REASONS_URL, lang)) as unknown as { label: string }[]).map(
        (r) => r.label,
      );
    expect((await reasons('zh')).slice(0, 2)).toEqual(['不想要了', '商家发错货']);
    expect((await reasons('en')).slice(0, 2)).toEqual(['No longer wanted', 'Wrong item sent']);
  });
});
