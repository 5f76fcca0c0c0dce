import { type FormEvent, useState } from 'react';
import { type ApiError, isApiError } from '../../../http/ApiError.ts';

export type FormValues = Record<string, string | boolean>;
export type Validator<T extends FormValues> = (value: string, values: T) => string | undefined;
export type Rules<T extends FormValues> = Partial<Record<keyof T & string, Validator<T>[]>>;
type Errors<T> = Partial<Record<keyof T & string, string>>;

export interface AuthForm<T extends FormValues> {
  values: T;
  errors: Errors<T>;
  serverError: string | null;
  set<K extends keyof T & string>(name: K, value: T[K]): void;
  blur(name: keyof T & string): void;
  validate(names?: (keyof T & string)[]): boolean;
  fail(error: unknown): void;
  submitting: boolean;
  /**
   * The form's submit handler: validates, then runs `action` while `submitting`. A refusal is shown
   * on the form and `onFailed` runs; after a success the form stays busy (the screen moves on).
   */
  onSubmit(action: () => Promise<void>, options?: SubmitOptions): (event: FormEvent) => Promise<void>;
}

interface SubmitOptions {
  /** Checked after the fields: false keeps the form from being sent. */
  ready?: () => boolean;
  onFailed?: () => void;
}

export function useAuthForm<T extends FormValues>(initial: T, rules: Rules<T>): AuthForm<T> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const check = (name: keyof T & string, all: T): string | undefined => {
    for (const rule of rules[name] ?? []) {
      const message = rule(String(all[name] ?? ''), all);
      if (message) return message;
    }
    return undefined;
  };

  const recheck = (names: (keyof T & string)[], all: T): boolean => {
    const next: Errors<T> = { ...errors };
    for (const name of names) next[name] = check(name, all);
    setErrors(next);
    return names.every((name) => !next[name]);
  };

  const validate = (names?: (keyof T & string)[]) =>
    recheck(names ?? (Object.keys(rules) as (keyof T & string)[]), values);

  const fail = (error: unknown) => {
    if (!isApiError(error)) return;
    const apiError: ApiError = error;
    if (apiError.errors.length > 0) {
      setErrors((previous) => ({
        ...previous,
        ...Object.fromEntries(apiError.errors.map((item) => [item.field, item.message])),
      }));
    }
    setServerError(apiError.message || null);
  };

  return {
    values,
    errors,
    serverError,
    set: (name, value) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (errors[name]) recheck([name], next);
    },
    blur: (name) => {
      if (String(values[name] ?? '') !== '') recheck([name], values);
    },
    validate,
    fail,
    submitting,
    onSubmit: (action, options) => async (event) => {
      event.preventDefault();
      setServerError(null);
      if (!validate() || options?.ready?.() === false) return;
      setSubmitting(true);
      try {
        await action();
      } catch (error) {
        fail(error);
        options?.onFailed?.();
        setSubmitting(false);
      }
    },
  };
}
