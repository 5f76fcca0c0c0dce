import { matchPath } from 'react-router';
import { type NavNode, visibleChildren } from '../../routing/menuTree.ts';

/** Whether the page is this entry's or one of its screens', a detail tab's `:id` included (`/order/detail/12`). */
export function containsPath(node: NavNode, pathname: string): boolean {
  if (node.path === pathname) return true;
  if (!node.external && matchPath({ path: node.path, end: true }, pathname) !== null) return true;
  return node.children.some((child) => containsPath(child, pathname));
}

export function targetOf(node: NavNode): string | undefined {
  return node.group ? node.redirect : node.path;
}

export function hasPanel(node: NavNode): boolean {
  return node.group && visibleChildren(node).length > 0;
}

/**
 * The sidebar entry to mark (the interface preferences' `isAct`): the one holding the page, or,
 * on a page outside the sidebar (the personal centre, a 403), the one marked before.
 */
export function actingEntry(holdsPage: readonly boolean[], previous: number): number {
  const index = holdsPage.indexOf(true);
  if (index >= 0) return index;
  return previous < holdsPage.length ? previous : 0;
}
