import type { MenuNode } from '@hh/shared';

function walk(nodes: readonly MenuNode[], visit: (node: MenuNode, parents: MenuNode[]) => void): void {
  const step = (list: readonly MenuNode[], parents: MenuNode[]) => {
    for (const node of list) {
      visit(node, parents);
      step(node.children ?? [], [...parents, node]);
    }
  };
  step(nodes, []);
}

/** The ids the role holds, as the server marked them. */
export function checkedIds(tree: readonly MenuNode[]): Set<number> {
  const ids = new Set<number>();
  walk(tree, (node) => {
    if (node.checked) ids.add(node.id);
  });
  return ids;
}

const selfAndDescendants = (node: MenuNode): number[] => {
  const ids: number[] = [];
  walk([node], (item) => ids.push(item.id));
  return ids;
};

/** Checking an entry grants it with everything beneath it; unchecking takes them all away. */
export function toggle(checked: ReadonlySet<number>, node: MenuNode, on: boolean): Set<number> {
  const next = new Set(checked);
  for (const id of selfAndDescendants(node)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Unchecked entries with something checked beneath them, shown half checked. */
export function halfChecked(tree: readonly MenuNode[], checked: ReadonlySet<number>): number[] {
  const half = new Set<number>();
  walk(tree, (node, parents) => {
    if (!checked.has(node.id)) return;
    for (const parent of parents) if (!checked.has(parent.id)) half.add(parent.id);
  });
  return [...half];
}
