import { COUPON_TIME_ZONE, type CouponValidity } from '@hh/shared';
import { type SQL, sql } from 'drizzle-orm';
import { memberCoupons } from './schema.ts';

const DAY_MS = 86_400_000;
/** COUPON_TIME_ZONE's offset from UTC (Asia/Shanghai keeps +08:00 all year, no daylight saving). */
const ZONE_OFFSET = '+08:00';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COUPON_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `at` in the shops' time zone, as YYYY-MM-DD (what the daily limit counts). */
export const shopDay = (at: Date): string => dayFormat.format(at);

interface Validity {
  validity: CouponValidity;
  validFrom: Date | null;
  validTo: Date | null;
  validDays: number | null;
}

/**
 * The window of a coupon claimed at `at`: the template's fixed window; or from the claim to the same
 * moment N days later; or from the start of the next day (shop time) for N whole days.
 */
export function windowOf(template: Validity, at: Date): { validFrom: Date; validTo: Date } {
  if (template.validity === 'fixed') {
    return { validFrom: template.validFrom!, validTo: template.validTo! };
  }
  const days = template.validDays!;
  const from =
    template.validity === 'days'
      ? at
      : new Date(Date.parse(`${shopDay(at)}T00:00:00${ZONE_OFFSET}`) + DAY_MS);
  return { validFrom: from, validTo: new Date(from.getTime() + days * DAY_MS) };
}

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** A member coupon's state: used, expired (unused and past its end), or unused. */
export const stateOf = (at: Date): SQL<'unused' | 'used' | 'expired'> =>
  sql<'unused' | 'used' | 'expired'>`case when ${memberCoupons.status} = 'used' then 'used'
    when ${memberCoupons.validTo} < ${iso(at)} then 'expired' else 'unused' end`;

/** The rows in a state, for the lists' filters. */
export function inState(state: 'unused' | 'used' | 'expired', at: Date): SQL {
  if (state === 'used') return sql`${memberCoupons.status} = 'used'`;
  return state === 'expired'
    ? sql`${memberCoupons.status} = 'unused' and ${memberCoupons.validTo} < ${iso(at)}`
    : sql`${memberCoupons.status} = 'unused' and ${memberCoupons.validTo} >= ${iso(at)}`;
}
