import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import type { PrincipalResult, TokenClaims } from '../../lib/auth-types.ts';

interface PrincipalRow extends Record<string, unknown> {
  username: string;
  enabled: boolean;
  revoked: boolean;
  stale: boolean;
  is_platform: boolean | null;
  company_status: string | null;
  company_expire_time: string | Date | null;
  member: boolean;
  level: number | null;
  is_admin: boolean | null;
  permissions: string[] | null;
}

/** Resolves a verified token into the caller's rights in one round trip. */
export async function loadPrincipal(db: DatabaseHandle, claims: TokenClaims): Promise<PrincipalResult> {
  const cid = claims.companyId;
  // One statement, no transaction: this runs on every authenticated request.
  const result = await db.drizzle.execute<PrincipalRow>(sql`
      select u.username, u.enabled,
        exists(select 1 from revoked_sessions r where r.sid = ${claims.sessionId}) as revoked,
        coalesce(extract(epoch from u.password_changed_at) > ${claims.issuedAt} + 1, false) as stale,
        c.is_platform, c.status as company_status, c.expire_time as company_expire_time,
        exists(select 1 from company_members m where m.company_id = ${cid} and m.user_id = u.id and m.enabled) as member,
        (select min(r.level) from member_roles mr join roles r on r.id = mr.role_id
          where mr.user_id = u.id and mr.company_id = ${cid}) as level,
        (select bool_or(r.is_admin) from member_roles mr join roles r on r.id = mr.role_id
          where mr.user_id = u.id and mr.company_id = ${cid}) as is_admin,
        (select array_agg(distinct me.permission) from member_roles mr
          join role_menus rm on rm.role_id = mr.role_id
          join menus me on me.id = rm.menu_id
          where mr.user_id = u.id and mr.company_id = ${cid} and me.permission is not null) as permissions
      from users u left join companies c on c.id = ${cid}
      where u.id = ${claims.userId}`);
  const row = (result as unknown as { rows: PrincipalRow[] }).rows[0];
  if (!row?.enabled || row.revoked || row.stale) return { ok: false, reason: 'gone' };
  if (cid !== null && !row.member) return { ok: false, reason: 'not-member' };
  const permissions = [...(row.is_admin ? ['admin'] : []), ...(row.permissions ?? [])];
  return {
    ok: true,
    companyStatus: row.company_status,
    companyExpireTime: row.company_expire_time === null ? null : new Date(row.company_expire_time),
    principal: {
      userId: claims.userId,
      username: row.username,
      sessionId: claims.sessionId,
      rememberMe: claims.rememberMe,
      companyId: cid,
      isPlatform: row.is_platform === true,
      permissions,
      level: row.level ?? Number.POSITIVE_INFINITY,
    },
  };
}
