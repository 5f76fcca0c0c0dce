import type { FormInstance } from 'antd';
import { isApiError } from './ApiError.ts';

type FieldPath = (string | number)[];

/** `skus.0.stock` → `['skus', 0, 'stock']`, the form's name path. */
export function dottedPath(field: string): FieldPath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts a refusal's field errors on the form's fields. When every one found its field, the refusal counts
 * as shown and the http client's notice stays away; otherwise the notice still says it.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: unknown,
  toPath: (field: string) => FieldPath = dottedPath,
): void {
  if (!isApiError(error) || error.errors.length === 0) return;
  const placed = error.errors.map((item) => ({ name: toPath(item.field), errors: [item.message] }));
  form.setFields(placed);
  error.shownOnFields = placed.every(({ name }) => form.getFieldError(name).length > 0);
}
