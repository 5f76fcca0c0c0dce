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

/** A mainland mobile number with its middle four digits hidden: 138****0002. */
const maskPhones = (text: string) => text.replace(PHONE, '$1****$2');

/**
 * A request URL fit for logs and the error table: secret query values (tokens, tickets, codes,
 * signatures) replaced by `***` and phone numbers masked anywhere in it.
 */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return maskPhones(url);
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
  return maskPhones(`${url.slice(0, at)}?${query}`);
}
