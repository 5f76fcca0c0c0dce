import type { FormInstance } from 'antd';
import { isApiError } from './ApiError.ts';

export function applyFieldErrors(form: FormInstance, error: unknown): void {
  if (!isApiError(error) || error.errors.length === 0) return;
  form.setFields(error.errors.map((item) => ({ name: item.field, errors: [item.message] })));
}
