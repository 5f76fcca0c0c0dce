import { DEFAULT_NAV_COLORS } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import {
  initialNavBuilder,
  type NavBuilderState,
  navBuilderReducer,
  nextTemporaryId,
  toSaveBody,
} from './builder.ts';
import type { NavState } from './types.ts';

const item = (
  id: number,
  navName: string,
  navSort: number,
  isHome: 0 | 1 = 0,
): NavState['items'][number] => ({
  id,
  navName,
  navUrl: `/pages/${navName}`,
  link: { kind: 'url', url: `/pages/${navName}` },
  linkName: null,
  navIcon: 'builtin:home',
  navActiveIcon: '',
  navSort,
  json: '{}',
  isHome,
});

const server: NavState = {
  terminal: 3,
  saved: false,
  items: [item(-1, 'home', 1, 1), item(-2, 'category', 2), item(-3, 'order', 3), item(-4, 'user', 4)],
  colors: DEFAULT_NAV_COLORS,
};

const loaded = (): NavBuilderState => navBuilderReducer(initialNavBuilder(), { type: 'load', state: server });
const names = (state: NavBuilderState) => state.componentsData.map((entry) => entry.navName);
const ids = (state: NavBuilderState) => state.componentsData.map((entry) => entry.id);

describe('nav builder', () => {
  it('starts on terminal 3 and loads the server state with the first entry active', () => {
    expect(initialNavBuilder().terminal).toBe(3);
    const state = loaded();
    expect(ids(state)).toEqual([-1, -2, -3, -4]);
    expect(state.activeComponent).toBe(-1);
    expect(state.dirty).toBe(false);
  });

  it("holds the spec's whole page builder state, canvasList and pageList empty for the navigation", () => {
    expect(Object.keys(initialNavBuilder())).toEqual(
      expect.arrayContaining(['terminal', 'activeComponent', 'componentsData', 'canvasList', 'pageList']),
    );
    expect(loaded()).toMatchObject({ canvasList: [], pageList: [] });
  });

  it('adds an empty entry with a temporary negative id below those in use, and selects it', () => {
    const state = navBuilderReducer(loaded(), { type: 'add' });
    expect(state.componentsData).toHaveLength(5);
    const added = state.componentsData[4]!;
    expect(added).toMatchObject({ id: -5, navName: '', link: null, isHome: 0, navSort: 5 });
    expect(state.activeComponent).toBe(-5);
    expect(state.dirty).toBe(true);
    expect(nextTemporaryId([item(7, 'saved', 1)])).toBe(-1);
  });

  it('refuses a sixth entry', () => {
    const five = navBuilderReducer(loaded(), { type: 'add' });
    expect(navBuilderReducer(five, { type: 'add' })).toBe(five);
  });

  it('updates one entry by id, and a new home entry clears the old one', () => {
    const renamed = navBuilderReducer(loaded(), { type: 'update', id: -2, patch: { navName: 'shop' } });
    expect(names(renamed)).toEqual(['home', 'shop', 'order', 'user']);
    const home = navBuilderReducer(renamed, { type: 'update', id: -3, patch: { isHome: 1 } });
    expect(home.componentsData.map((entry) => entry.isHome)).toEqual([0, 0, 1, 0]);
  });

  it('deletes by id, moving the selection to the neighbour, and keeps at least two entries', () => {
    const selected = navBuilderReducer(loaded(), { type: 'select', id: -4 });
    const state = navBuilderReducer(selected, { type: 'delete', id: -4 });
    expect(ids(state)).toEqual([-1, -2, -3]);
    expect(state.activeComponent).toBe(-3);
    const two = navBuilderReducer(state, { type: 'delete', id: -1 });
    expect(ids(two)).toEqual([-2, -3]);
    expect(navBuilderReducer(two, { type: 'delete', id: -2 })).toBe(two);
  });

  it('reorders by old and new index', () => {
    const lastToTop = navBuilderReducer(loaded(), { type: 'reorder', oldIndex: 3, newIndex: 0 });
    expect(names(lastToTop)).toEqual(['user', 'home', 'category', 'order']);
    const down = navBuilderReducer(lastToTop, { type: 'reorder', oldIndex: 1, newIndex: 2 });
    expect(names(down)).toEqual(['user', 'category', 'home', 'order']);
  });

  it('marks an entry without a name (verify1) or link (verify2) invalid and keeps navSort', () => {
    const moved = navBuilderReducer(loaded(), { type: 'reorder', oldIndex: 3, newIndex: 0 });
    const added = navBuilderReducer(moved, { type: 'add' });
    const unpicked = navBuilderReducer(added, { type: 'verify' });
    expect(unpicked.componentsData[4]).toMatchObject({ verify1: false, verify2: false });
    const picked = navBuilderReducer(unpicked, {
      type: 'update',
      id: -5,
      patch: { link: { kind: 'page', page: 'cart' }, linkName: null },
    });
    expect(picked.componentsData[4]).toMatchObject({
      verify1: false,
      verify2: true,
      navUrl: '/pages/cart/index',
    });
    expect(picked.componentsData[0]).toMatchObject({ verify1: true, verify2: true, navSort: 4 });
  });

  it('renumbers navSort 1..n when every entry is valid', () => {
    const moved = navBuilderReducer(loaded(), { type: 'reorder', oldIndex: 3, newIndex: 0 });
    const added = navBuilderReducer(moved, { type: 'add' });
    const filled = navBuilderReducer(added, {
      type: 'update',
      id: -5,
      patch: { navName: 'cart', link: { kind: 'page', page: 'cart' }, linkName: null },
    });
    const state = navBuilderReducer(filled, { type: 'verify' });
    expect(state.componentsData.map((entry) => [entry.navName, entry.navSort])).toEqual([
      ['user', 1],
      ['home', 2],
      ['category', 3],
      ['order', 4],
      ['cart', 5],
    ]);
    expect(state.componentsData.every((entry) => entry.verify1 && entry.verify2)).toBe(true);
  });

  it('marks the entries the server rejected, with its message for the link', () => {
    const state = navBuilderReducer(loaded(), {
      type: 'rejectFields',
      errors: [{ field: 'items.2.link', message: 'gone' }],
    });
    expect(state.componentsData[2]).toMatchObject({ verify1: true, verify2: false, linkError: 'gone' });
    expect(state.componentsData[0]!.verify1).toBeUndefined();
    const url = navBuilderReducer(loaded(), {
      type: 'rejectFields',
      errors: [{ field: 'items.1.link.url', message: 'bad' }],
    });
    expect(url.componentsData[1]).toMatchObject({ verify2: false, linkError: 'bad' });
    const repicked = navBuilderReducer(state, {
      type: 'update',
      id: -3,
      patch: { link: { kind: 'page', page: 'home' }, linkName: null },
    });
    expect(repicked.componentsData[2]).toMatchObject({ verify2: true, linkError: undefined });
  });

  it('keeps the edited entry selected after saving, though the server gave it a new id', () => {
    const added = navBuilderReducer(loaded(), { type: 'add' });
    const savedState = (offset: number): NavState => ({
      ...server,
      saved: true,
      items: added.componentsData.map((entry, index) => ({
        ...entry,
        link: entry.link ?? { kind: 'page', page: 'cart' },
        id: offset + index,
        navSort: index + 1,
      })),
    });
    const afterAdd = navBuilderReducer(added, { type: 'saved', state: savedState(10) });
    expect(afterAdd.activeComponent).toBe(14);
    const third = navBuilderReducer(afterAdd, { type: 'select', id: 12 });
    expect(navBuilderReducer(third, { type: 'saved', state: savedState(20) }).activeComponent).toBe(22);
  });

  it('changes and resets colours', () => {
    const red = navBuilderReducer(loaded(), { type: 'setColor', key: 'activeIconColor', value: '#FF0000' });
    expect(red.colors.activeIconColor).toBe('#FF0000');
    expect(navBuilderReducer(red, { type: 'resetColors' }).colors).toEqual(DEFAULT_NAV_COLORS);
  });

  it('sends saved ids only, in the shown order', () => {
    const state = navBuilderReducer(
      { ...loaded(), componentsData: [item(9, 'saved', 1, 1), item(-5, 'new', 2)] },
      { type: 'select', id: 9 },
    );
    const body = toSaveBody(state);
    expect(body.terminal).toBe(3);
    expect(body.items.map((entry) => entry.id)).toEqual([9, undefined]);
    expect(body.items[0]).toEqual({
      id: 9,
      navName: 'saved',
      link: { kind: 'url', url: '/pages/saved' },
      navIcon: 'builtin:home',
      navActiveIcon: '',
      json: '{}',
      isHome: 1,
    });
    expect(body.items[1]).not.toHaveProperty('id');
    expect(body.colors).toEqual(DEFAULT_NAV_COLORS);
  });
});
