import { describe, expect, it } from 'vitest';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

type Tree = { [key: string]: string | string[] | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const zhLeaves = leaves(zh);
const enLeaves = leaves(en);
const CJK = /[\u3400-\u9fff]/;
const BILINGUAL_KEYS = new Set(['common.chinese', 'common.english', 'common.zhShort', 'common.enShort']);

describe('translations', () => {
  it('have the same keys in both languages', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...zhLeaves.keys()].sort());
  });
  it('have no empty strings and the same list lengths', () => {
    for (const [key, value] of zhLeaves) {
      const other = enLeaves.get(key);
      const values = [value, other].flat();
      expect(
        values.every((text) => typeof text === 'string' && text.trim() !== ''),
        key,
      ).toBe(true);
      if (Array.isArray(value)) expect((other as string[]).length, key).toBe(value.length);
    }
  });
  it('leave no Chinese in English texts', () => {
    for (const [key, value] of enLeaves) {
      if (BILINGUAL_KEYS.has(key)) continue;
      expect(
        [value].flat().some((text) => CJK.test(text)),
        key,
      ).toBe(false);
    }
  });
  it('keep interpolation placeholders in both languages', () => {
    const placeholders = (text: string | string[]) =>
      [
        ...[text]
          .flat()
          .join(' ')
          .matchAll(/{{(\w+)}}/g),
      ]
        .map((m) => m[1])
        .sort();
    for (const [key, value] of zhLeaves)
      expect(placeholders(enLeaves.get(key) ?? ''), key).toEqual(placeholders(value));
  });
});
