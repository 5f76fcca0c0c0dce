import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../../i18n/testing.ts';
import { en, zh } from './locales.ts';

describe('the product editor texts', () => {
  it('are complete in English with the same placeholders', () => {
    expect(bundleProblems(zh, en)).toEqual([]);
  });
});
