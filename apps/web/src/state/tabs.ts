import { create } from 'zustand';
import {
  addView,
  closeAll,
  closeOthers,
  closeView,
  dropCached,
  emptyTabs,
  initAffix,
  type TabsState,
  type TabView,
} from './tabsLogic.ts';

interface TabsActions {
  add(view: TabView): void;
  initAffix(views: readonly TabView[]): void;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  dropCached(path: string): void;
  reset(): void;
}

export const useTabs = create<TabsState & TabsActions>((set) => ({
  ...emptyTabs(),
  add: (view) => set((state) => addView(state, view)),
  initAffix: (views) => set((state) => initAffix(state, views)),
  close: (path) => set((state) => closeView(state, path)),
  closeOthers: (path) => set((state) => closeOthers(state, path)),
  closeAll: () => set((state) => closeAll(state)),
  dropCached: (path) => set((state) => dropCached(state, path)),
  reset: () => set(emptyTabs()),
}));
