import { REQUEST_TIMEOUT_MS } from '@hh/shared';
import { ApiError } from './ApiError.ts';
import { httpHooks } from './client.ts';

export interface UploadOptions {
  /** Extra form fields; they are sent before the file (the server reads the fields that precede it). */
  fields?: Record<string, string>;
  /** The field the file goes in; `file` unless the endpoint says otherwise. */
  fileField?: string;
  /** Whole percent of the request body sent so far. */
  onProgress?(percent: number): void;
}

/** Statuses the error catalogue handles for every request (re-login, no permission). */
const SESSION_STATUSES = [401, 403];

function errorOf(xhr: XMLHttpRequest): ApiError {
  let message = xhr.statusText;
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      message = body.message;
    }
  } catch {
    message = xhr.statusText;
  }
  return new ApiError('status', message, xhr.status);
}

/**
 * A multipart upload that reports its progress (fetch cannot). Session errors (401, 403) go through
 * the error catalogue like any request; every other failure is the caller's to show, next to the file.
 */
export function uploadFile<T>(url: string, file: File, options: UploadOptions = {}): Promise<T> {
  const hooks = httpHooks();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: ApiError) => {
      if (error.status !== undefined && SESSION_STATUSES.includes(error.status)) hooks.onError(error, url);
      reject(error);
    };
    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = hooks.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        fail(errorOf(xhr));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        fail(new ApiError('network', 'invalid response'));
      }
    };
    xhr.onerror = () => fail(new ApiError('network', 'network'));
    xhr.ontimeout = () => fail(new ApiError('timeout', 'timeout'));
    const body = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
    body.append(options.fileField ?? 'file', file);
    xhr.send(body);
  });
}
