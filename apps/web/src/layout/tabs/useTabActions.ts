import { useNavigate } from 'react-router';
import { useTabs } from '../../stores/tabs.ts';
import { lastViewPath, type TabView } from '../../stores/tabsLogic.ts';

export function useTabActions(activePath: string) {
  const navigate = useNavigate();
  const tabs = useTabs();

  const goLast = () => navigate(lastViewPath(useTabs.getState()));

  return {
    refresh: (view: TabView) => {
      tabs.dropCached(view.path);
      navigate(`/redirect${view.fullPath}`, { replace: true });
    },
    close: (view: TabView) => {
      if (view.affix) return;
      tabs.close(view.path);
      if (view.path === activePath) goLast();
    },
    closeOthers: (view: TabView) => {
      tabs.closeOthers(view.path);
      if (view.path !== activePath) navigate(view.fullPath);
    },
    closeAll: () => {
      tabs.closeAll();
      goLast();
    },
  };
}
