import { describe, expect, it } from 'vitest';
import { pageAfterRemoval, rankRows, rowNumber, sortParam } from './listLogic.ts';

describe('list logic', () => {
  it('ranks rows by position and mirrors isVisible as a boolean', () => {
    const rows = rankRows([
      { id: 9, isVisible: 1 },
      { id: 8, isVisible: 0 },
      { id: 7, isVisible: 2 },
    ]);
    expect(rows.map((row) => [row.rank, row.visible])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('adds no mirror to rows without isVisible', () => {
    const [row] = rankRows([{ id: 1 }]);
    expect(row).toEqual({ id: 1, rank: 1 });
    expect('visible' in (row ?? {})).toBe(false);
  });

  it('numbers rows across pages', () => {
    expect(rowNumber(0, 10, 1)).toBe(1);
    expect(rowNumber(2, 10, 3)).toBe(23);
  });

  it('steps back one page only when the current page would be emptied', () => {
    expect(pageAfterRemoval(2, 1, 1)).toBe(1);
    expect(pageAfterRemoval(2, 3, 3)).toBe(1);
    expect(pageAfterRemoval(2, 3, 2)).toBe(2);
    expect(pageAfterRemoval(0, 1, 1)).toBe(0);
  });

  it('turns table sorting into field,dir with the default when nothing is sorted', () => {
    expect(sortParam([{ field: 'createTime', order: 'ascend' }])).toEqual(['createTime,asc']);
    expect(sortParam([{ field: 'username', order: 'descend' }])).toEqual(['username,desc']);
    expect(sortParam([{ field: 'username', order: null }])).toEqual(['id,desc']);
    expect(sortParam([], ['level,asc'])).toEqual(['level,asc']);
  });
});
