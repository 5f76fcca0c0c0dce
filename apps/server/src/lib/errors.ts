import type { MessageKey } from '../i18n/messages.ts';

export interface FieldError {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** An error meant for the person: an HTTP status and a message key translated when sent. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params?: Record<string, string | number>,
    readonly fields?: FieldError[],
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey = 'error.badRequest', params?: Record<string, string | number>) =>
  new AppError(400, key, params);
export const fieldError = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(400, 'error.validation', undefined, [{ field, key, params }]);
export const unauthorized = () => new AppError(401, 'error.unauthorized');
export const forbidden = (key: MessageKey = 'error.forbidden', params?: Record<string, string | number>) =>
  new AppError(403, key, params);
export const notFound = () => new AppError(404, 'error.notFound');
export const conflict = (key: MessageKey = 'error.conflict', params?: Record<string, string | number>) =>
  new AppError(409, key, params);
export const tooMany = (key: MessageKey = 'error.tooMany', params?: Record<string, string | number>) =>
  new AppError(429, key, params);
