import { describe, expect, it } from 'vitest';
import { isScreenPath } from './screenPaths.ts';

describe('screens of the menu table', () => {
  it('knows the screens and directories, with their parameters', () => {
    expect(isScreenPath('/system/role')).toBe(true);
    expect(isScreenPath('/system')).toBe(true);
    expect(isScreenPath('/goods/product/edit/12')).toBe(true);
    expect(isScreenPath('/platform/company')).toBe(true);
  });

  it('does not know other paths', () => {
    expect(isScreenPath('/system/nowhere')).toBe(false);
    expect(isScreenPath('/nowhere')).toBe(false);
    expect(isScreenPath('/goods/product/edit')).toBe(false);
  });
});
