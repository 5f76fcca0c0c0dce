import { describe, expect, it } from 'vitest';
import { en as linkEn, zh as linkZh } from '../../components/link/locales.ts';
import { en as richTextEn, zh as richTextZh } from '../../components/richText/i18n.ts';
import { bundleProblems } from '../../i18n/testing.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

describe('the page decoration texts', () => {
  it('are complete in English with the same placeholders', () => {
    expect(bundleProblems(zh, en)).toEqual([]);
  });

  it('and so are those of the link picker and the rich text editor they use', () => {
    expect(bundleProblems(linkZh, linkEn)).toEqual([]);
    expect(bundleProblems(richTextZh, richTextEn)).toEqual([]);
  });
});
