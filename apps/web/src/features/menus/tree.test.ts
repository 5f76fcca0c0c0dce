import { describe, expect, it } from 'vitest';
import { emptyMenu, type MenuRow, toMenuBody } from './api.ts';
import { buildMenuTree, parentOptions } from './tree.ts';

const row = (id: number, pid: number, type: 0 | 1 | 2): MenuRow => ({
  ...emptyMenu(),
  id,
  pid,
  type,
  title: `t${id}`,
  titleEn: `e${id}`,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
});

describe('menu tree', () => {
  const rows = [row(1, 0, 0), row(2, 1, 1), row(3, 2, 2), row(4, 0, 1)];

  it('nests flat rows under their parents and leaves leaves without children', () => {
    const tree = buildMenuTree(rows);
    expect(tree.map((node) => node.id)).toEqual([1, 4]);
    expect(tree[0]?.children?.[0]?.children?.[0]?.id).toBe(3);
    expect(tree[1]?.children).toBeUndefined();
  });

  it('offers directories and menus as parents, never the edited entry or its subtree', () => {
    const tree = buildMenuTree(rows);
    expect(parentOptions(tree, (node) => node.title)).toEqual([
      { value: 1, title: 't1', children: [{ value: 2, title: 't2' }] },
      { value: 4, title: 't4' },
    ]);
    expect(parentOptions(tree, (node) => node.title, 1)).toEqual([{ value: 4, title: 't4' }]);
  });

  it('sends only the menu fields, blank texts as null', () => {
    const body = toMenuBody({ ...row(9, 0, 1), path: ' ', icon: 'MenuOutlined' });
    expect(body).toEqual({ ...emptyMenu(), type: 1, title: 't9', titleEn: 'e9', icon: 'MenuOutlined' });
    expect('id' in body).toBe(false);
  });

  it('drops the texts a kind of entry has no use for', () => {
    const body = toMenuBody({
      ...row(9, 0, 2),
      path: 'x',
      component: 'y',
      icon: 'MenuOutlined',
      permission: 'a:b',
    });
    expect([body.path, body.component, body.icon, body.permission]).toEqual([null, null, null, 'a:b']);
  });
});
