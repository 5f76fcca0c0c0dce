import { describe, expect, it } from 'vitest';
import {
  assertPermissionValue,
  checkPermission,
  hasPermission,
  PERMISSION_USAGE_ERROR,
} from './permissions.ts';

describe('checkPermission', () => {
  it('is true when any listed role matches', () => {
    expect(checkPermission(['user:list', 'dept:list'], ['admin', 'user:list'])).toBe(true);
  });
  it('is false when nothing matches', () => {
    expect(checkPermission(['user:list'], ['admin'])).toBe(false);
  });
  it('is false for an empty or missing list', () => {
    expect(checkPermission(['admin'], [])).toBe(false);
    expect(checkPermission(['admin'], undefined)).toBe(false);
    expect(checkPermission(['admin'], null)).toBe(false);
    expect(checkPermission(undefined, ['admin'])).toBe(false);
  });
});

describe('permission guard value', () => {
  it('throws the usage error for an empty or non-array value', () => {
    expect(PERMISSION_USAGE_ERROR).toBe('usage: v-permission=[...]');
    expect(() => assertPermissionValue([])).toThrow(PERMISSION_USAGE_ERROR);
    expect(() => assertPermissionValue('admin')).toThrow(PERMISSION_USAGE_ERROR);
    expect(() => hasPermission(['admin'], undefined)).toThrow(PERMISSION_USAGE_ERROR);
  });
  it('answers for a non-empty list', () => {
    expect(hasPermission(['admin'], ['admin'])).toBe(true);
    expect(hasPermission(['clerk'], ['admin'])).toBe(false);
  });
});
