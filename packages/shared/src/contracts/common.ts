import { z } from 'zod';
import { MONEY_RE, moneyCents } from '../decimal.ts';

/** What travels on the wire for a schema: the JSON the web sends or receives (a timestamp is a string). */
export type Wire<S extends z.ZodType> = z.input<S>;

/** Spec §5: starts with 1, second digit 3, 4, 5, 7 or 8, then 9 digits. */
const MOBILE_RE = /^1[34578]\d{9}$/;

export const mobile = () => z.string().trim().regex(MOBILE_RE, 'msg:mobile');
export const password = () => z.string().min(6, 'msg:password').max(64);
export const username = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{3,20}$/, 'msg:username');
/** A contact's phone: a mobile number, or a landline with its area code (010-12345678). */
export const CONTACT_PHONE_RE = /^(1[34578]\d{9}|0\d{2,3}-?\d{7,8})$/;
export const contactPhone = () => z.string().trim().regex(CONTACT_PHONE_RE, 'msg:phone');
export const email = () => z.email('msg:email');
export const smsCode = () => z.string().regex(/^\d{6}$/, 'msg:smsCode');
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const idList = z.array(z.coerce.number().int().positive()).min(1).max(1000);
export const messageSchema = z.object({ message: z.string() });

/**
 * A ledger line the system wrote (not a person's typed remark): a code the clients translate with its
 * params. Both are absent or null on lines a person wrote and on lines older than the codes; the line's
 * `reason` keeps the Chinese text for clients that do not read the code.
 */
export const codedReason = <C extends readonly [string, ...string[]]>(codes: C) => ({
  reasonCode: z.enum(codes).nullable().optional(),
  reasonParams: z.record(z.string(), z.string()).nullable().optional(),
});

/** A query string parameter given once or repeated, as a list. */
export const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item));

/** A timestamp: a Date in services, an ISO 8601 string on the wire. */
export const timestamp = () =>
  z.codec(z.iso.datetime({ offset: true }), z.date(), {
    decode: (s) => new Date(s),
    encode: (d) => d.toISOString(),
  });

const EARLIEST = new Date('1900-01-01T00:00:00Z');
const LATEST = new Date('9999-12-31T23:59:59.999Z');

/** A date filter from a query string, refused outside 1900–9999 (PostgreSQL and JS disagree beyond). */
export const dateParam = () => z.coerce.date().min(EARLIEST, 'msg:dateRange').max(LATEST, 'msg:dateRange');

/** An IANA time zone from a query string, for counting by calendar day where the person is. */
export const timeZoneParam = () =>
  z
    .string()
    .max(60)
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'msg:timeZone')
    .default('Asia/Shanghai');

/** Money: a decimal string with at most two decimals, never a float (a number is accepted and kept exact). */
export const money = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(MONEY_RE, 'msg:money'));

/** A positive amount of money (a payment, an adjustment). */
export const moneyAmount = () => money().refine((v) => (moneyCents(v) ?? 0n) > 0n, 'msg:money');

/** The answer of a call that answers 204 No Content. */
export const noContent = z.undefined();
