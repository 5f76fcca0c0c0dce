import { formatDate } from '@hh/shared';
import type { TFunction } from 'i18next';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MASK = '***';

/** A recorded value as a person reads it: yes/no, dates in the UI's format, lists joined, secrets hidden. */
export function showValue(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === MASK) return t('log.masked');
  if (typeof value === 'boolean') return value ? t('crud.yes') : t('crud.no');
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDate(value) : value;
  if (typeof value === 'number') return String(value);
  const simpleList = Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null);
  return simpleList ? value.map((item) => showValue(t, item)).join(', ') : JSON.stringify(value);
}
