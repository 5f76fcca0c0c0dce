import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { companies } from '../src/modules/companies/schema.ts';
import { users } from '../src/modules/users/schema.ts';
import { seed } from '../src/seed/index.ts';

const silent = { info: () => undefined } as unknown as Parameters<typeof seed>[2];

describe('first start in production', () => {
  it('creates only the platform and the configured operator, no demo data', async () => {
    const db = await openDatabase({});
    try {
      const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const config = {
        ...base,
        NODE_ENV: 'production' as const,
        demo: false,
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: 'longsecret',
      };
      await seed(db, config, silent);
      const people = await db.drizzle.select({ username: users.username }).from(users);
      expect(people.map((p) => p.username)).toEqual(['root']);
      const [shops] = await db.drizzle
        .select({ n: count() })
        .from(companies)
        .where(eq(companies.isPlatform, false));
      expect(shops?.n).toBe(0);
      await seed(db, config, silent);
      expect(await db.drizzle.select().from(users)).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('refuses to start without the first operator', async () => {
    const db = await openDatabase({});
    try {
      const config = {
        ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
        NODE_ENV: 'production' as const,
        demo: false,
      };
      await expect(seed(db, config, silent)).rejects.toThrow(/ADMIN_USERNAME/);
    } finally {
      await db.close();
    }
  });
});
