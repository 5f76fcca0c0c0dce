import { forgetShopper, shopperToken } from './session.ts';
import { lang } from './texts.ts';

/**
 * A refusal of the server: its status (so a page can tell "not there" from "try again"), its
 * message in the page's language, and the message of each field it names (`quantity`, `phone`…).
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

interface ErrorBody {
  message?: string;
  errors?: { field: string; message: string }[];
}

/** A lost connection: status 0, so every page treats it as "try again". */
const OFFLINE = 0;

/** The answer's JSON, or a RequestError with the server's own words. */
export async function answerOf<T>(send: () => Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await send();
  } catch {
    throw new RequestError(OFFLINE, offlineText());
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    const fields = Object.fromEntries((body?.errors ?? []).map((e) => [e.field, e.message]));
    // The first field's message alone: the server's sentence also prefixes the field's name.
    const message = body?.errors?.[0]?.message ?? body?.message ?? response.statusText;
    throw new RequestError(response.status, message, fields);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

const offlineText = () =>
  lang === 'en' ? 'No connection: check the network and try again' : '网络连接失败，请检查网络后重试';

export const FRONT_API = '/api/front';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call of the shopper API as the shopper signed in to this shop (anonymous when not signed in).
 * A 401 means the sign-in is over (signed out elsewhere, expired): it is forgotten, and the pages
 * that need it ask for it again.
 */
export async function frontCall<T>(
  companyKey: string,
  method: Method,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = shopperToken(companyKey);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await answerOf<T>(() =>
      fetch(`${FRONT_API}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      }),
    );
  } catch (error) {
    if (error instanceof RequestError && error.status === 401 && token && shopperToken(companyKey) === token)
      forgetShopper(companyKey);
    throw error;
  }
}
