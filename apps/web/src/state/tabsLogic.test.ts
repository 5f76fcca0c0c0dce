import { describe, expect, it } from 'vitest';
import {
  addView,
  closeAll,
  closeOthers,
  closeView,
  dropCached,
  emptyTabs,
  initAffix,
  isTabbable,
  lastViewPath,
  reopenPath,
} from './tabsLogic.ts';
import { tabView as view } from './testing.ts';

const dashboard = view('/dashboard', { affix: true, noCache: true });

describe('tab strip logic', () => {
  it('never makes home, store or redirect paths tabs', () => {
    expect(isTabbable('/')).toBe(false);
    expect(isTabbable('/store')).toBe(false);
    expect(isTabbable('/redirect/system/user')).toBe(false);
    expect(addView(emptyTabs(), view('/store'))).toEqual(emptyTabs());
    expect(addView(emptyTabs(), view('/'))).toEqual(emptyTabs());
  });

  it('adds one tab per visited route and caches it unless noCache', () => {
    let state = addView(emptyTabs(), view('/system/user'));
    state = addView(state, view('/system/role', { noCache: true }));
    state = addView(state, view('/system/user', { fullPath: '/system/user?page=2' }));
    expect(state.visited.map((v) => v.fullPath)).toEqual(['/system/user?page=2', '/system/role']);
    expect(state.cached).toEqual(['/system/user']);
  });

  it('puts affix tabs first once', () => {
    let state = addView(emptyTabs(), view('/a'));
    state = initAffix(state, [dashboard]);
    state = initAffix(state, [dashboard]);
    expect(state.visited.map((v) => v.path)).toEqual(['/dashboard', '/a']);
    expect(state.cached).toEqual(['/a']);
  });

  it('keeps affix tabs when closing', () => {
    let state = initAffix(emptyTabs(), [dashboard]);
    state = addView(state, view('/a'));
    expect(closeView(state, '/dashboard')).toBe(state);
    const closed = closeView(state, '/a');
    expect(closed.visited.map((v) => v.path)).toEqual(['/dashboard']);
    expect(closed.cached).toEqual([]);
  });

  it('closes others but the affix tabs and the chosen one', () => {
    let state = initAffix(emptyTabs(), [dashboard]);
    for (const path of ['/a', '/b', '/c']) state = addView(state, view(path));
    const others = closeOthers(state, '/b');
    expect(others.visited.map((v) => v.path)).toEqual(['/dashboard', '/b']);
    expect(others.cached).toEqual(['/b']);
  });

  it('closes all but the affix tabs', () => {
    let state = initAffix(emptyTabs(), [dashboard, view('/pinned', { affix: true })]);
    state = addView(state, view('/a'));
    const all = closeAll(state);
    expect(all.visited.map((v) => v.path)).toEqual(['/dashboard', '/pinned']);
    expect(all.cached).toEqual(['/pinned']);
  });

  it('drops the cached view on refresh but keeps the tab', () => {
    const state = addView(emptyTabs(), view('/a'));
    const refreshed = dropCached(state, '/a');
    expect(refreshed.visited).toHaveLength(1);
    expect(refreshed.cached).toEqual([]);
    expect(dropCached(refreshed, '/a')).toBe(refreshed);
  });

  it('keeps the name, meta and last query of a tab, and a menu link reopens it there', () => {
    let state = addView(emptyTabs(), view('/member/user', { name: 'Member' }));
    state = addView(
      state,
      view('/member/user', { name: 'Member', fullPath: '/member/user?status=1', query: { status: '1' } }),
    );
    expect(state.visited).toEqual([
      view('/member/user', { name: 'Member', fullPath: '/member/user?status=1', query: { status: '1' } }),
    ]);
    expect(reopenPath(state, '/member/user')).toBe('/member/user?status=1');
    expect(reopenPath(state, '/system/log')).toBe('/system/log');
  });

  it('goes to the last tab after closing, or home when none is left', () => {
    const state = addView(addView(emptyTabs(), view('/a')), view('/b', { fullPath: '/b?x=1' }));
    expect(lastViewPath(state)).toBe('/b?x=1');
    expect(lastViewPath(emptyTabs())).toBe('/dashboard');
  });
});
