import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { NavNode } from '../../routing/menuTree.ts';
import { useRouteTree } from '../../routing/routeTree.tsx';
import { HOME_PATH } from '../../state/tabsLogic.ts';
import { useTitle } from '../useTitle.ts';
import { containsPath, hasPanel, targetOf } from './navHelpers.ts';

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

  const openNode = (node: NavNode) => {
    setHovered(null);
    if (node.external) {
      window.open(node.path, '_blank', 'noopener');
      return;
    }
    const target = targetOf(node);
    if (target) navigate(target);
  };

  const entries: SidebarEntry[] = [
    {
      key: HOME_PATH,
      icon: 'HomeOutlined',
      label: t('layout.home'),
      active: pathname === HOME_PATH,
      node: null,
      open: () => {
        setHovered(null);
        navigate(HOME_PATH);
      },
    },
    ...nav
      .filter((node) => !node.hidden)
      .map((node) => ({
        key: node.path,
        icon: node.icon,
        label: title(node.title),
        active: containsPath(node, pathname),
        node: hasPanel(node) ? node : null,
        open: () => openNode(node),
      })),
  ];

  return {
    entries,
    hovered,
    hover: (index: number) => {
      setHovered(entries[index]?.node ? index : null);
    },
    closePanel: () => setHovered(null),
  };
}
