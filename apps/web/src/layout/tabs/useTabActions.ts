import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withFeedback } from '../../lib/feedback.ts';
import { useTabs } from '../../state/tabs.ts';
import { lastViewPath, type TabView } from '../../state/tabsLogic.ts';
import { unsavedAmong } from '../../state/unsaved.ts';

export function useTabActions(activePath: string) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const tabs = useTabs();

  const goLast = () => navigate(lastViewPath(useTabs.getState()));

  /** Runs `proceed` at once, or after the user agrees to drop the edits of the tabs it discards. */
  const discarding = (paths: readonly string[], proceed: () => void) => {
    const unsaved = unsavedAmong(paths);
    if (unsaved.length === 0) {
      proceed();
      return;
    }
    withFeedback((feedback) =>
      feedback.modal.confirm({
        title: t('tabs.unsavedTitle'),
        content: t('tabs.unsavedBody'),
        okText: t('tabs.discard'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        // The marks of the discarded tabs go with their tabs (state/unsaved.ts).
        onOk: proceed,
      }),
    );
  };
  const others = (keep: (view: TabView) => boolean) =>
    useTabs
      .getState()
      .visited.filter((view) => !view.affix && !keep(view))
      .map((view) => view.path);

  return {
    refresh: (view: TabView) =>
      discarding([view.path], () => {
        tabs.dropCached(view.path);
        navigate(`/redirect${view.fullPath}`, { replace: true });
      }),
    close: (view: TabView) => {
      if (view.affix) return;
      discarding([view.path], () => {
        tabs.close(view.path);
        if (view.path === activePath) goLast();
      });
    },
    closeOthers: (view: TabView) =>
      discarding(
        others((item) => item.path === view.path),
        () => {
          tabs.closeOthers(view.path);
          if (view.path !== activePath) navigate(view.fullPath);
        },
      ),
    closeAll: () =>
      discarding(
        others(() => false),
        () => {
          tabs.closeAll();
          goLast();
        },
      ),
  };
}
