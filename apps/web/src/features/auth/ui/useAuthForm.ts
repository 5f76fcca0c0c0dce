import { useState } from 'react';
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
  clearServerError(): void;
}

export function useAuthForm<T extends FormValues>(initial: T, rules: Rules<T>): AuthForm<T> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [serverError, setServerError] = useState<string | null>(null);

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
    validate: (names) => recheck(names ?? (Object.keys(rules) as (keyof T & string)[]), values),
    fail: (error) => {
      if (!isApiError(error)) return;
      const apiError: ApiError = error;
      if (apiError.errors.length > 0) {
        setErrors((previous) => ({
          ...previous,
          ...Object.fromEntries(apiError.errors.map((item) => [item.field, item.message])),
        }));
      }
      setServerError(apiError.message || null);
    },
    clearServerError: () => setServerError(null),
  };
}
