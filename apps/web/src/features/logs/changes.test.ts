import { describe, expect, it } from 'vitest';
import { changesOf } from './changes.ts';

describe('changesOf', () => {
  it('lists only the fields an update changed, without keys and timestamps', () => {
    const before = { id: 3, name: '门店', phone: '13800000001', updatedAt: '2026-01-01T00:00:00Z' };
    const after = { id: 3, name: '新门店', phone: '13800000001', updatedAt: '2026-02-01T00:00:00Z' };
    expect(changesOf(before, after)).toEqual([{ field: 'name', before: '门店', after: '新门店' }]);
  });
  it('lists every filled field of something created or deleted', () => {
    expect(changesOf(null, { id: 1, name: '会员', remark: '', level: 0 })).toEqual([
      { field: 'name', before: null, after: '会员' },
      { field: 'level', before: null, after: 0 },
    ]);
    expect(changesOf({ name: '旧' }, null)).toEqual([{ field: 'name', before: '旧', after: null }]);
  });
  it('shows a list or a single value as one row', () => {
    expect(changesOf([1, 2], [2, 1])).toEqual([{ field: 'value', before: [1, 2], after: [2, 1] }]);
    expect(changesOf(null, [4, 5])).toEqual([{ field: 'value', before: null, after: [4, 5] }]);
  });
  it('has no rows when nothing was recorded', () => {
    expect(changesOf(null, null)).toEqual([]);
  });
});
