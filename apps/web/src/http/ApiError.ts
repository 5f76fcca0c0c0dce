export interface FieldError {
  field: string;
  message: string;
}

export type ApiErrorKind = 'status' | 'network' | 'timeout' | 'contract';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly errors: FieldError[];
  /** Set by whoever put every field error on its field: the global notice then stays away. */
  shownOnFields = false;

  constructor(kind: ApiErrorKind, message: string, status?: number, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
