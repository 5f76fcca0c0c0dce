import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { NavNode } from '../../routing/menuTree.ts';
import { useRouteTree } from '../../routing/routeTree.tsx';
import { useAppStore } from '../../state/app.ts';
import { HOME_PATH } from '../../state/tabsLogic.ts';
import { useTitle } from '../useTitle.ts';
import { actingEntry, containsPath, hasPanel, targetOf } from './navHelpers.ts';

interface SidebarEntry {
  key: string;
  icon: string | null;
  label: string;
  active: boolean;
  node: NavNode | null;
  open(): void;
}

export function useSidebarEntries() {
  const { t } = useTranslation();
  const title = useTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { nav } = useRouteTree();
  const [hovered, setHovered] = useState<number | null>(null);

  const shown = nav.filter((node) => !node.hidden);
  const openNode = (node: NavNode) => {
    setHovered(null);
    if (node.external) {
      window.open(node.path, '_blank', 'noopener');
      return;
    }
    const target = targetOf(node);
    if (target) navigate(target);
  };

  const listed: Omit<SidebarEntry, 'active'>[] = [
    {
      key: HOME_PATH,
      icon: 'HomeOutlined',
      label: t('layout.home'),
      node: null,
      open: () => {
        setHovered(null);
        navigate(HOME_PATH);
      },
    },
    ...shown.map((node) => ({
      key: node.path,
      icon: node.icon,
      label: title(node.title),
      node: hasPanel(node) ? node : null,
      open: () => openNode(node),
    })),
  ];

  const holdsPage = [pathname === HOME_PATH, ...shown.map((node) => containsPath(node, pathname))];
  const previous = useAppStore((state) => state.isAct);
  const setAct = useAppStore((state) => state.setAct);
  const acting = actingEntry(holdsPage, previous);
  useEffect(() => setAct(acting), [acting, setAct]);
  const entries: SidebarEntry[] = listed.map((entry, index) => ({ ...entry, active: index === acting }));

  return {
    entries,
    hovered,
    hover: (index: number) => {
      setHovered(entries[index]?.node ? index : null);
    },
    closePanel: () => setHovered(null),
  };
}
