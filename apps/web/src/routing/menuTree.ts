import { isExternal, NAV_PASS_THROUGH } from '@hh/shared';
import type { MenuItem } from '../session/types.ts';
import type { LocalTitle } from '../state/tabsLogic.ts';

export interface NavNode {
  path: string;
  name: string;
  title: LocalTitle;
  icon: string | null;
  hidden: boolean;
  affix: boolean;
  noCache: boolean;
  breadcrumb: boolean;
  external: boolean;
  component: string;
  group: boolean;
  redirect?: string;
  link?: string;
  children: NavNode[];
}

const GROUP_COMPONENTS = new Set(['Layout', 'ParentView']);
const NO_REDIRECT = 'noredirect';

function joinPath(parent: string, child: string): string {
  if (isExternal(child) || child.startsWith('/')) return child;
  const joined = `${parent}/${child}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function firstLeafPath(node: NavNode): string | undefined {
  for (const child of node.children) {
    if (child.hidden || child.external) continue;
    if (!child.group) return child.path;
    const nested = firstLeafPath(child);
    if (nested) return nested;
  }
  return undefined;
}

function toNode(item: MenuItem, parentPath: string): NavNode {
  const external = isExternal(item.path);
  const path = external ? item.path : joinPath(parentPath, item.path || '');
  const children = (item.children ?? []).map((child) => toNode(child, path));
  const group = children.length > 0 || GROUP_COMPONENTS.has(item.component) || item.nav === NAV_PASS_THROUGH;
  const node: NavNode = {
    path,
    name: item.name,
    title: { zh: item.meta.title, en: item.meta.titleEn || item.meta.title },
    icon: item.meta.icon,
    hidden: item.hidden,
    affix: item.meta.affix,
    noCache: item.meta.noCache,
    breadcrumb: item.meta.breadcrumb !== false,
    external,
    component: item.component,
    group,
    children,
  };
  if (group) {
    const explicit =
      item.redirect && item.redirect !== NO_REDIRECT ? joinPath(path, item.redirect) : undefined;
    const target = explicit ?? firstLeafPath(node);
    if (target) node.redirect = target;
    if (explicit) node.link = explicit;
  }
  return node;
}

export function toNavTree(menus: readonly MenuItem[]): NavNode[] {
  return menus.map((item) => toNode(item, '/'));
}

function walkNodes(nodes: readonly NavNode[], visit: (node: NavNode, parents: NavNode[]) => void): void {
  const step = (list: readonly NavNode[], parents: NavNode[]) => {
    for (const node of list) {
      visit(node, parents);
      step(node.children, [...parents, node]);
    }
  };
  step(nodes, []);
}

export interface SearchEntry {
  path: string;
  title: LocalTitle[];
}

export function searchEntries(nodes: readonly NavNode[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  walkNodes(nodes, (node, parents) => {
    if (node.group || node.hidden || node.external || parents.some((parent) => parent.hidden)) return;
    entries.push({ path: node.path, title: [...parents, node].map((item) => item.title) });
  });
  return entries;
}

export function visibleChildren(node: NavNode): NavNode[] {
  return node.children.filter((child) => !child.hidden);
}
