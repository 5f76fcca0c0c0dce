import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineFeatureBundle } from './featureBundle.ts';
import { i18n, initI18n } from './index.ts';
import { bundleProblems } from './testing.ts';

beforeAll(() => {
  initI18n();
});

const zh = { greeting: '你好，{{name}}', nested: { save: '保存' } } as const;

describe('feature bundles', () => {
  it('translate their own keys in both languages and survive a re-initialisation', async () => {
    const useT = defineFeatureBundle('bundleTest', zh, {
      greeting: 'Hello, {{name}}',
      nested: { save: 'Save' },
    });
    const { result } = renderHook(() => useT());
    expect(result.current('greeting', { name: 'Ann' })).toBe('你好，Ann');
    await act(() => i18n.changeLanguage('en'));
    expect(result.current('nested.save')).toBe('Save');
    initI18n();
    await act(() => i18n.changeLanguage('zh'));
    expect(i18n.t('bundleTest.nested.save' as never)).toBe('保存');
  });

  it('report keys, empty texts, Chinese in English and placeholders', () => {
    expect(bundleProblems(zh, { greeting: 'Hello, {{name}}', nested: { save: 'Save' } })).toEqual([]);
    expect(bundleProblems(zh, { greeting: 'Hello', nested: { save: '保存', extra: 'x' } })).toEqual([
      'nested.extra: only in en',
      'greeting: placeholders differ',
      'nested.save: Chinese in en',
    ]);
  });
});
