const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const MOBILE_PATTERN = /^1[34578]\d{9}$/;
const IP_PART_PATTERN = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const EXTERNAL_PATTERN = /^(https?:|mailto:|tel:)/;

/** @internal */
export const IP_ADDRESS_MESSAGE = 'please enter a correct IP address';

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export function isIpAddress(value: string | null | undefined): boolean {
  if (value === undefined || value === null || value === '') return true;
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => IP_PART_PATTERN.test(part));
}

export function validateIp(value: string | null | undefined): string | undefined {
  return isIpAddress(value) ? undefined : IP_ADDRESS_MESSAGE;
}

export function isExternal(path: string): boolean {
  return EXTERNAL_PATTERN.test(path);
}

export interface NavItemInput {
  navName: string;
  /** The picked link; null until one is picked. */
  link: object | null;
}

export interface NavItemCheck {
  verify1: boolean;
  verify2: boolean;
}

export function checkNavItem(item: NavItemInput): NavItemCheck {
  return { verify1: item.navName.trim() !== '', verify2: item.link !== null };
}

export function verifyNavItems<T extends NavItemInput & { navSort: number }>(
  items: readonly T[],
): { valid: boolean; items: (T & NavItemCheck)[] } {
  const checked = items.map((item) => ({ ...item, ...checkNavItem(item) }));
  const valid = checked.every((item) => item.verify1 && item.verify2);
  return { valid, items: valid ? checked.map((item, index) => ({ ...item, navSort: index + 1 })) : checked };
}
