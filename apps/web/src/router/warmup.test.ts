import { describe, expect, it } from 'vitest';
import { patternCovers } from './warmup.ts';

describe('the warm-up reading an address before the router has loaded', () => {
  it('matches the menu table patterns as the router does', () => {
    expect(patternCovers('/goods/product', '/goods/product')).toBe(true);
    expect(patternCovers('/goods/product', '/goods/product/')).toBe(true);
    expect(patternCovers('/goods/product/edit/:id', '/goods/product/edit/12')).toBe(true);
    expect(patternCovers('/goods/product/edit/:id', '/goods/product/edit')).toBe(false);
    expect(patternCovers('/goods/product', '/goods/product/add')).toBe(false);
    expect(patternCovers('/goods/product', '/goods/category')).toBe(false);
  });
});
