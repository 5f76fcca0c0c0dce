import { describe, expect, it } from 'vitest';
import { emptySpecForm, firstDuplicate, optionLabel, specToBody, specToForm } from './specForm.ts';

describe('spec template form', () => {
  it('starts with one empty option', () => {
    expect(emptySpecForm().specs).toEqual([{ name: '', values: [] }]);
  });

  it('trims names and values and drops blank values', () => {
    expect(
      specToBody({
        name: ' 服装 ',
        sort: 2,
        specs: [
          { name: ' 颜色', values: [' 红 ', '蓝', '  '] },
          { name: '尺码', values: ['S', 'M'] },
        ],
      }),
    ).toEqual({
      name: '服装',
      sort: 2,
      specs: [
        { name: '颜色', values: ['红', '蓝'] },
        { name: '尺码', values: ['S', 'M'] },
      ],
    });
  });

  it('copies a saved template into the form without sharing its arrays', () => {
    const row = {
      id: 1,
      name: 'T',
      sort: 0,
      specs: [{ name: '颜色', values: ['红'] }],
    };
    const form = specToForm(row);
    form.specs[0]?.values.push('蓝');
    expect(row.specs[0]?.values).toEqual(['红']);
  });

  it('labels an option as the list shows it and finds duplicates', () => {
    expect(optionLabel({ name: '颜色', values: ['红', '蓝'] })).toBe('颜色: 红/蓝');
    expect(firstDuplicate(['红', ' 蓝', '蓝 '])).toBe('蓝');
    expect(firstDuplicate(['S', 'M'])).toBeUndefined();
  });
});
