import { REQUEST_TIMEOUT_MS, type Wire } from '@hh/shared';
import type { z } from 'zod';
import { ApiError, type FieldError } from './ApiError.ts';
import { type QueryParams, toQueryString } from './query.ts';

export type { QueryParams } from './query.ts';

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  quiet?: boolean;
}

export interface HttpHooks {
  getToken(): string | undefined;
  onError(error: ApiError, url: string): void;
}

let hooks: HttpHooks = { getToken: () => undefined, onError: () => undefined };

export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

/** The configured hooks, for transports other than fetch (uploads that report their progress). */
export const httpHooks = (): HttpHooks => hooks;

function buildUrl(url: string, params?: QueryParams): string {
  const text = params ? toQueryString(params) : '';
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.field === 'string' &&
      typeof item.message === 'string',
  );
}

async function toStatusError(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    body = {};
  }
  const message = typeof body.message === 'string' ? body.message : response.statusText;
  return new ApiError('status', message, response.status, readFieldErrors(body.errors));
}

async function send(method: string, url: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = hooks.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(buildUrl(url, options.params), {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError('timeout', 'timeout');
    throw new ApiError('network', error instanceof Error ? error.message : 'network');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A refusal with field errors is reported once its caller has had the chance to show them on their fields
 * (`applyFieldErrors`): one message per failure, never a notice repeating the field's own.
 */
function report(error: ApiError, url: string): void {
  if (error.errors.length === 0) {
    hooks.onError(error, url);
    return;
  }
  setTimeout(() => {
    if (!error.shownOnFields) hooks.onError(error, url);
  }, 0);
}

/** How long an answer fetched ahead waits for the call that wants it before it is dropped. */
const EARLY_TTL_MS = 15_000;

/** An answer fetched ahead, and its body once it has arrived whole and well (2xx JSON). */
interface Early {
  response: Promise<Response>;
  body?: { value: unknown };
}

/**
 * GET answers fetched before their screen asked (`http.prefetch`), each taken once, by full URL and
 * token: after a sign-in or a change of shop (a new token) nothing fetched for the old one is taken.
 */
const early = new Map<string, Early>();

const earlyKey = (url: string, params?: QueryParams) => `${hooks.getToken() ?? ''} ${buildUrl(url, params)}`;

async function readAhead(entry: Early): Promise<void> {
  const response = await entry.response;
  if (response.status < 200 || response.status >= 300 || response.status === 204) return;
  const text = await response.clone().text();
  entry.body = { value: text ? JSON.parse(text) : undefined };
}

function prefetch(url: string, params?: QueryParams): void {
  const key = earlyKey(url, params);
  if (early.has(key)) return;
  const entry: Early = { response: send('GET', url, { params }) };
  entry.response.catch(() => undefined);
  readAhead(entry).catch(() => undefined);
  early.set(key, entry);
  setTimeout(() => {
    if (early.get(key) === entry) early.delete(key);
  }, EARLY_TTL_MS);
}

/**
 * The answer fetched ahead for this GET if it has already arrived, taken now (synchronously), so a
 * screen's first render can show it instead of rendering empty and again when it comes.
 */
function takeArrived<S extends z.ZodType>(url: string, schema: S, params?: QueryParams): Wire<S> | undefined {
  const key = earlyKey(url, params);
  const entry = early.get(key);
  if (entry?.body === undefined) return undefined;
  early.delete(key);
  try {
    return checked(url, schema, entry.body.value);
  } catch {
    return undefined;
  }
}

function sendOrTakeEarly(method: string, url: string, options: RequestOptions): Promise<Response> {
  const key = method === 'GET' ? earlyKey(url, options.params) : undefined;
  const entry = key === undefined ? undefined : early.get(key);
  if (key === undefined || entry === undefined) return send(method, url, options);
  early.delete(key);
  return entry.response;
}

async function exchange<T>(
  method: string,
  url: string,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  try {
    const response = await sendOrTakeEarly(method, url, options);
    if (response.status < 200 || response.status >= 300) throw await toStatusError(response);
    return await read(response);
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError('network', String(error));
    if (!options.quiet) report(apiError, url);
    throw apiError;
  }
}

async function readJsonBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** In development an answer that breaks its contract fails loudly; production trusts the server. */
function checked<S extends z.ZodType>(url: string, schema: S, value: unknown): Wire<S> {
  if (import.meta.env.DEV) {
    const result = schema.safeParse(value);
    if (!result.success) {
      console.error(`${url} broke its contract`, result.error.issues);
      throw new ApiError('contract', `${url}: ${result.error.message}`);
    }
  }
  return value as Wire<S>;
}

/** A JSON call whose answer is described by its contract schema from `@hh/shared`. */
function call<S extends z.ZodType>(
  method: string,
  url: string,
  schema: S,
  options: RequestOptions = {},
): Promise<Wire<S>> {
  return exchange(method, url, options, async (response) =>
    checked(url, schema, await readJsonBody<unknown>(response)),
  );
}

type GetOptions = Omit<RequestOptions, 'params'>;
type BodyOptions = Omit<RequestOptions, 'body'>;

export const http = {
  get: <S extends z.ZodType>(url: string, schema: S, params?: QueryParams, options?: GetOptions) =>
    call('GET', url, schema, { ...options, params }),
  post: <S extends z.ZodType>(url: string, schema: S, body?: unknown, options?: BodyOptions) =>
    call('POST', url, schema, { ...options, body }),
  put: <S extends z.ZodType>(url: string, schema: S, body?: unknown, options?: BodyOptions) =>
    call('PUT', url, schema, { ...options, body }),
  delete: <S extends z.ZodType>(url: string, schema: S, options?: RequestOptions) =>
    call('DELETE', url, schema, options),
  blob: (url: string, params?: QueryParams) =>
    exchange('GET', url, { params }, (response) => response.blob()),
  /** A download with the `Content-Disposition` header that names it. */
  file: (url: string, params?: QueryParams) =>
    exchange('GET', url, { params }, async (response) => ({
      blob: await response.blob(),
      disposition: response.headers.get('content-disposition'),
    })),
  /**
   * Starts a GET before the screen that needs it has loaded; the first `get` of the same URL and
   * parameters within 15 s takes its answer instead of asking again (errors are reported then).
   */
  prefetch,
  takeArrived,
};
