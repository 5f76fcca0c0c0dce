import { PERMISSIONS } from '@hh/shared';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../src/modules/menus/schema.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * The routes open to any signed-in caller, company or not: their own account, the store picker,
 * invitations and registering a shop. Company reads any member may make and the public routes are
 * listed in route-access.test.ts.
 */
const SIGNED_IN_ROUTES = [
  'POST /api/ws/ticket',
  'GET /auth/info',
  'GET /auth/getUserRole',
  'DELETE /auth/logout',
  'GET /api/systemCompanyConfig/getCompanyByUser',
  'GET /api/systemCompanyConfig/choiceCompany',
  'GET /api/menus/build',
  'GET /api/invitations',
  'POST /api/invitations/:id/accept',
  'POST /api/invitations/:id/decline',
  'PUT /api/users/center',
  'POST /api/users/center/sms',
  'POST /api/users/updatePass',
  'POST /api/users/updateAvatar',
  'GET /api/ylStoreCategory/getByParentId',
  'POST /api/systemCompanyConfig',
  'GET /api/systemCompanyConfig/getProduct',
  'GET /api/systemCompanyConfig/getAuditByCompanyId',
].sort();

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const guards = () =>
  s.routes.flatMap((r) =>
    r.access?.kind === 'company' || r.access?.kind === 'platform' ? [...r.access.permissions] : [],
  );

describe('the menu table and the route guards', () => {
  it('guards routes only with permissions of the table', () => {
    const known = new Set<string>(PERMISSIONS);
    expect(guards().filter((p) => !known.has(p))).toEqual([]);
  });

  it('leaves no permission of the table unused: each guards a route', () => {
    const used = new Set<string>(guards());
    expect(PERMISSIONS.filter((p) => !used.has(p))).toEqual([]);
  });

  it('opens to any signed-in caller exactly the known routes', () => {
    const open = s.routes.filter((r) => r.access?.kind === 'user').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(SIGNED_IN_ROUTES);
  });

  it('seeds a menu row for every permission of the table, and no other', async () => {
    const rows = await s.db.drizzle
      .selectDistinct({ permission: menus.permission })
      .from(menus)
      .where(isNotNull(menus.permission));
    expect(rows.map((r) => r.permission).sort()).toEqual([...PERMISSIONS].sort());
  });
});
