import { randomBytes, randomInt } from 'node:crypto';

const digits = (n: number) => {
  let out = '';
  while (out.length < n) out += String(randomInt(0, 1_000_000)).padStart(6, '0');
  return out.slice(0, n);
};

const stamp = (at: Date) => at.toISOString().slice(2, 10).replaceAll('-', '');

/** An order code: the day (yyMMdd) and 12 random digits, so one code tells nothing about the next. */
export const newOrderCode = (at: Date) => `${stamp(at)}${digits(12)}`;

/** A pickup code: 10 random digits, typed or scanned at the store. */
export const newPickupCode = () => digits(10);

/** A payment's out-trade-no: new for every attempt and every price; 26 characters WeChat accepts. */
export const newOutTradeNo = (at: Date) => `P${stamp(at)}${digits(19)}`;

/** A pre-order key: 32 unguessable characters. */
export const newPreOrderKey = () => randomBytes(24).toString('base64url');
