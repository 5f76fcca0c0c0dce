import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabs } from '../../../../state/tabs.ts';
import type { LocalTitle, TabsState } from '../../../../state/tabsLogic.ts';

/**
 * Names this screen's tab (the menu gives every edit tab the same title). Route commits write the
 * menu title back, so the title is re-applied whenever the tab list changes while the screen shows.
 */
export function useTabTitle(title: LocalTitle | null) {
  const { pathname } = useLocation();
  const zh = title?.zh;
  const en = title?.en;
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
