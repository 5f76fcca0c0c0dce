import { isExternal } from '@hh/shared';
import { Drawer, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { type NavNode, visibleChildren } from '../../routing/menuTree.ts';
import { useRouteTree } from '../../routing/routeTree.tsx';
import { useAppStore } from '../../state/app.ts';
import { useSettings } from '../../state/settings.ts';
import { useTabs } from '../../state/tabs.ts';
import { HOME_PATH, reopenPath } from '../../state/tabsLogic.ts';
import { useTitle } from '../useTitle.ts';
import { hasPanel, targetOf } from './navHelpers.ts';
import { SidebarLogo } from './SidebarLogo.tsx';

type MenuItems = NonNullable<MenuProps['items']>;

function ancestorsOf(key: string, keys: readonly string[]): string[] {
  return keys.filter((candidate) => key.startsWith(`${candidate}/`));
}

export function MobileMenu() {
  const { t } = useTranslation();
  const title = useTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { nav } = useRouteTree();
  const opened = useAppStore((state) => state.sidebarOpened && state.device === 'mobile');
  const withoutAnimation = useAppStore((state) => state.withoutAnimation);
  const closeSidebar = useAppStore((state) => state.closeSidebar);
  const uniqueOpened = useSettings((state) => state.uniqueOpened);
  const showLogo = useSettings((state) => state.sidebarLogo);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  const toItems = (nodes: readonly NavNode[], depth: number): MenuItems =>
    nodes
      .filter((node) => !node.hidden)
      .map((node) =>
        hasPanel(node)
          ? {
              key: node.path,
              icon: depth === 0 ? <MenuIcon name={node.icon} /> : undefined,
              label: title(node.title),
              children: toItems(visibleChildren(node), depth + 1),
            }
          : {
              key: targetOf(node) ?? node.path,
              icon: depth === 0 ? <MenuIcon name={node.icon} /> : undefined,
              label: title(node.title),
            },
      );

  const items: MenuItems = [
    { key: HOME_PATH, icon: <MenuIcon name="HomeOutlined" />, label: t('layout.home') },
    ...toItems(nav, 0),
  ];

  const onOpenChange = (keys: string[]) => {
    const latest = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(uniqueOpened && latest ? [...ancestorsOf(latest, keys), latest] : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    closeSidebar(false);
    if (isExternal(key)) window.open(key, '_blank', 'noopener');
    else navigate(reopenPath(useTabs.getState(), key));
  };

  return (
    <Drawer
      placement="left"
      open={opened}
      size={260}
      closable={false}
      onClose={() => closeSidebar(false)}
      rootClassName={withoutAnimation ? 'hh-mobile-drawer hh-no-animation' : 'hh-mobile-drawer'}
      styles={{ body: { padding: 0 } }}
    >
      {showLogo && <SidebarLogo />}
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        openKeys={openKeys}
        onOpenChange={onOpenChange}
        onClick={onClick}
        className="hh-mobile-menu"
      />
    </Drawer>
  );
}
