import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabs } from '../state/tabs.ts';
import type { TabsState } from '../state/tabsLogic.ts';

/**
 * Names the current tab after its record (a detail's menu title is the same for every record). Route
 * commits write the menu title back, so it is re-applied whenever the tab list changes.
 */
export function useTabTitle(zh: string | undefined, en: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (zh === undefined || en === undefined) return;
    const apply = (state: TabsState) => {
      const view = state.visited.find((item) => item.path === pathname);
      if (view && (view.title.zh !== zh || view.title.en !== en)) {
        useTabs.getState().add({ ...view, title: { zh, en } });
      }
    };
    apply(useTabs.getState());
    return useTabs.subscribe(apply);
  }, [pathname, zh, en]);
}
