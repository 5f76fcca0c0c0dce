import { describe, expect, it } from 'vitest';
import { dictDescriptionIn } from './dictionaries.ts';

describe('a dictionary’s description in the reader’s language', () => {
  it('shows a stock description in English to an English reader', () => {
    const reasons = { name: 'after_sale_reason', description: '售后原因' };
    expect(dictDescriptionIn(reasons, 'zh')).toBe('售后原因');
    expect(dictDescriptionIn(reasons, 'en')).toBe('After-sale reasons');
  });

  it('keeps what a shop typed, in both languages', () => {
    expect(dictDescriptionIn({ name: 'after_sale_reason', description: '退货理由' }, 'en')).toBe('退货理由');
    expect(dictDescriptionIn({ name: 'colour', description: '颜色' }, 'en')).toBe('颜色');
    expect(dictDescriptionIn({ name: 'colour' }, 'en')).toBe('');
  });
});
