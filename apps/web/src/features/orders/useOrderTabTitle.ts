import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabs } from '../../state/tabs.ts';
import type { TabsState } from '../../state/tabsLogic.ts';
import { en, zh } from './locales.ts';

/**
 * Names the detail's tab after the order code (the menu gives every detail tab the same title). Route
 * commits write the menu title back, so it is re-applied whenever the tab list changes.
 */
export function useOrderTabTitle(code: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (code === undefined) return;
    const title = {
      zh: zh.detailTitle.replace('{{code}}', code),
      en: en.detailTitle.replace('{{code}}', code),
    };
    const apply = (state: TabsState) => {
      const view = state.visited.find((item) => item.path === pathname);
      if (view && (view.title.zh !== title.zh || view.title.en !== title.en)) {
        useTabs.getState().add({ ...view, title });
      }
    };
    apply(useTabs.getState());
    return useTabs.subscribe(apply);
  }, [pathname, code]);
}
