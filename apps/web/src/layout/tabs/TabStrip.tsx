import { CloseCircleOutlined, CloseOutlined, ReloadOutlined, SwapOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps, Tabs, type TabsRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useTabs } from '../../state/tabs.ts';
import type { TabView } from '../../state/tabsLogic.ts';
import { useTitle } from '../useTitle.ts';
import { useTabActions } from './useTabActions.ts';
import { useTabScrollPadding } from './useTabScrollPadding.ts';

export function TabStrip() {
  const { t } = useTranslation();
  const title = useTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visited = useTabs((state) => state.visited);
  const actions = useTabActions(pathname);
  const byPath = new Map(visited.map((view) => [view.path, view]));
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const strip = useRef<TabsRef>(null);
  const activeKey = byPath.has(pathname) ? pathname : '';
  useTabScrollPadding(strip, activeKey, menuFor !== null);

  const contextMenu = (view: TabView): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: view.affix },
      { key: 'closeOthers', icon: <SwapOutlined />, label: t('tabs.closeOthers') },
      { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tabs.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      setMenuFor(null);
      if (key === 'refresh') actions.refresh(view);
      else if (key === 'close') actions.close(view);
      else if (key === 'closeOthers') actions.closeOthers(view);
      else actions.closeAll();
    },
  });

  return (
    <Tabs
      ref={strip}
      className="hh-tabs"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={activeKey}
      onChange={(key) => {
        const view = byPath.get(key);
        if (view) navigate(view.fullPath);
      }}
      onEdit={(key, action) => {
        const view = typeof key === 'string' ? byPath.get(key) : undefined;
        if (action === 'remove' && view) actions.close(view);
      }}
      items={visited.map((view) => ({
        key: view.path,
        closable: !view.affix,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={contextMenu(view)}
            open={menuFor === view.path}
            onOpenChange={(open) => setMenuFor(open ? view.path : null)}
          >
            <span className="hh-tab-label" data-testid="tab" data-path={view.path}>
              {title(view.title)}
            </span>
          </Dropdown>
        ),
      }))}
    />
  );
}
