import type { MenuNode } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import { checkedIds, halfChecked, toggle } from './menuChecks.ts';

const node = (id: number, checked: boolean, children?: MenuNode[]): MenuNode => ({
  id,
  pid: 0,
  type: children ? 0 : 2,
  title: `m${id}`,
  titleEn: `m${id}`,
  permission: null,
  checked,
  ...(children ? { children } : {}),
});

const tree = [node(1, false, [node(2, true, [node(3, false), node(4, false)]), node(5, false)])];

describe('role menu checks', () => {
  it('reads what the role holds', () => {
    expect([...checkedIds(tree)]).toEqual([2]);
  });

  it('checks an entry with everything beneath it and unchecks the same way', () => {
    const on = toggle(new Set(), tree[0]!.children![0]!, true);
    expect([...on].sort()).toEqual([2, 3, 4]);
    expect([...toggle(on, tree[0]!.children![0]!, false)]).toEqual([]);
  });

  it('shows unchecked parents of checked entries half checked', () => {
    expect(halfChecked(tree, new Set([3]))).toEqual([1, 2]);
    expect(halfChecked(tree, new Set([1, 2, 3]))).toEqual([]);
  });
});
