import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * The demo data speaks one language: Chinese, the UI's default (English screens translate the
 * interface, dictionaries carry `label_en`, and categories and plans `name_en`). A demo text
 * never mixes the two, and people are named in Chinese.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await s.db.drizzle.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const CJK = /\p{Script=Han}/u;
/** An English word beside Chinese; units, sizes, codes and single letters (T恤) don't count. */
const ENGLISH_WORD = /\b(?!(?:kg|ml|cm|mm|XS|XL|XXL|ICP|SKU|VIP|ID)\b)[A-Za-z]{2,}\b/;
/** What a person reads: no HTML tags, no file extension. */
const readable = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/\.[a-z0-9]{2,4}$/i, '');

describe('demo data', () => {
  it('no demo text mixes Chinese with English words', async () => {
    const columns = await rowsOf(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'text' and column_name not like '%_en'
      and table_name not in ('audit_logs', '__drizzle_migrations', 'server_errors')`);
    const mixed: string[] = [];
    for (const { table_name, column_name } of columns) {
      const found = await rowsOf(
        sql`select distinct ${sql.identifier(String(column_name))} as v from ${sql.identifier(String(table_name))}
            where ${sql.identifier(String(column_name))} ~ '[一-龥]' and ${sql.identifier(String(column_name))} ~ '[A-Za-z]{2,}'`,
      );
      for (const { v } of found) {
        if (ENGLISH_WORD.test(readable(String(v)))) mixed.push(`${table_name}.${column_name}: ${v}`);
      }
    }
    expect(mixed).toEqual([]);
  });

  it('names the demo people and contacts in Chinese', async () => {
    const names = [
      ...(await rowsOf(sql`select nick_name as v from users where username in ('alice', 'bob', 'carol')`)),
      ...(await rowsOf(
        sql`select contact_name as v from companies where company_key in ('sunrise', 'harbour')`,
      )),
      ...(await rowsOf(sql`select contact as v from hh_stores`)),
      ...(await rowsOf(sql`select contact as v from hh_dealer`)),
    ].map((r) => String(r.v));
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((n) => !CJK.test(n) || /[A-Za-z]/.test(n))).toEqual([]);
  });
});
