import { type NavNode, visibleChildren } from '../../routing/menuTree.ts';

export function containsPath(node: NavNode, pathname: string): boolean {
  if (node.path === pathname) return true;
  return node.children.some((child) => containsPath(child, pathname));
}

export function targetOf(node: NavNode): string | undefined {
  return node.group ? node.redirect : node.path;
}

export function hasPanel(node: NavNode): boolean {
  return node.group && visibleChildren(node).length > 0;
}
