import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startBanner } from '../src/seed/banner.ts';

const base = { DATA_DIR: '/srv/hh-data', SMS_PROVIDER: 'echo', CAPTCHA: 'off' };

describe('what npm start prints', () => {
  it('greets with the address, the data folder, the database kind and the demo accounts', () => {
    const banner = startBanner(loadConfig({ ...base, NODE_ENV: 'development' }), 8000);
    expect(banner).toContain('http://localhost:8000');
    expect(banner).toContain('/srv/hh-data');
    expect(banner).toContain('embedded PostgreSQL (PGlite) in /srv/hh-data/pg');
    expect(banner).toContain('password 123456');
    for (const name of ['admin', 'alice', 'bob', 'carol'])
      expect(banner).toMatch(new RegExp(`\\b${name}\\b`));
    expect(banner.split('\n').length).toBeLessThanOrEqual(14);
  });

  it('names a PostgreSQL server without its password, and lists no demo accounts without demo data', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'development',
      DEMO_DATA: 'false',
      DATABASE_URL: 'postgres://shop:s3cret@db.internal:6543/hh',
    });
    const banner = startBanner(config, 8000);
    expect(banner).toContain('PostgreSQL at db.internal:6543/hh');
    expect(banner).not.toContain('s3cret');
    expect(banner).not.toContain('123456');
  });

  it('logs readable lines in development and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ ...base, NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });
});
