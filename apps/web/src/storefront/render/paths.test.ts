import { h5Paths as contract } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import { h5Paths } from './paths.ts';

describe('the storefront addresses', () => {
  it('match the decoration contract', () => {
    for (const key of ['sunrise', 'a b/c']) {
      expect(h5Paths.home(key)).toBe(contract.home(key));
      expect(h5Paths.page(key, 7)).toBe(contract.page(key, 7));
      expect(h5Paths.product(key, 8)).toBe(contract.product(key, 8));
      expect(h5Paths.category(key, 9)).toBe(contract.category(key, 9));
    }
  });
});
