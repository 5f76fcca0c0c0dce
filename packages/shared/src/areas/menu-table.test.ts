import { describe, expect, expectTypeOf, it } from 'vitest';
import { MENU_TABLE } from './menu-table.ts';
import { type CrudPrefix, MENU_SCREENS, PERMISSIONS, type Permission } from './permissions.ts';

const prefix = (permission: string) => permission.split(':')[0];

describe('menu table', () => {
  it('types its permissions as a union of literals', () => {
    expectTypeOf<'product:stock'>().toExtend<Permission>();
    expectTypeOf<'user:add'>().toExtend<Permission>();
    expectTypeOf<'prodcut:list'>().not.toExtend<Permission>();
    expectTypeOf<string>().not.toExtend<Permission>();
    expectTypeOf<CrudPrefix>().toEqualTypeOf<
      | 'product'
      | 'goodsCategory'
      | 'spec'
      | 'freight'
      | 'stores'
      | 'dealer'
      | 'storeCategory'
      | 'plan'
      | 'member'
      | 'user'
      | 'roles'
      | 'menu'
      | 'dict'
      | 'express'
    >();
  });

  it('names every directory and screen once (the seed matches rows by name)', () => {
    const names = [...MENU_TABLE.map((d) => d.name), ...MENU_SCREENS.map((s) => s.name)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives a screen buttons of its own permission prefix, each once', () => {
    for (const screen of MENU_SCREENS) {
      const buttons = 'buttons' in screen ? screen.buttons.map((b) => b.permission) : [];
      expect(new Set(buttons).size, screen.name).toBe(buttons.length);
      for (const p of buttons) expect(prefix(p), screen.name).toBe(prefix(screen.permission));
    }
  });

  it('lists every permission once', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(PERMISSIONS).toContain('product:stock');
    expect(PERMISSIONS).toContain('company:pay');
  });
});
