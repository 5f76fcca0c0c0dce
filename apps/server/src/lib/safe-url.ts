const SECRET_PARAMS = new Set([
  'token',
  'ticket',
  'access_token',
  'code',
  'sign',
  'signature',
  'password',
  'transactionid',
]);
const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** Path segments that are secrets themselves: a pickup code after `/verify/` (only `preview` is a word there). */
const SECRET_SEGMENT = /(\/verify\/)(?!preview(?:[/?]|$))[^/?]+/gi;

/** A mainland mobile number with its middle four digits hidden: 138****0002. */
const maskPhones = (text: string) => text.replace(PHONE, '$1****$2');
const maskPath = (path: string) => maskPhones(path.replace(SECRET_SEGMENT, '$1***'));

/**
 * A request URL fit for logs and the error table: secret query values (tokens, tickets, codes,
 * signatures) and secret path segments (pickup codes) replaced by `***`, phone numbers masked
 * anywhere in it.
 */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return maskPath(url);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${pair.slice(0, eq)}=***` : pair;
    })
    .join('&');
  return `${maskPath(url.slice(0, at))}?${maskPhones(query)}`;
}
