import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Tree } from 'antd';
import { buildTree, type TreeNode } from '../twoLevelTree.ts';
import { useLinkT } from './i18n.ts';
import type { LinkCategory } from './types.ts';

interface CategoryLinkTabProps {
  queryKey: readonly unknown[];
  fetchCategories(): Promise<readonly LinkCategory[]>;
  selectedId: number | null;
  onPick(category: { id: number; name: string }): void;
}

interface CategoryNode {
  key: number;
  title: string;
  children?: CategoryNode[];
}

const toNode = (row: TreeNode<LinkCategory>): CategoryNode => ({
  key: row.id,
  title: row.name,
  ...(row.children ? { children: row.children.map(toNode) } : {}),
});

/** The shop's category tree; picking a node picks the category. */
export function CategoryLinkTab({ queryKey, fetchCategories, selectedId, onPick }: CategoryLinkTabProps) {
  const t = useLinkT();
  const categories = useQuery({ queryKey, queryFn: fetchCategories });
  if (categories.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!categories.data) return <Skeleton active />;
  if (categories.data.length === 0) return <Empty description={t('noCategories')} />;
  const names = new Map(categories.data.map((row) => [row.id, row.name]));
  return (
    <Tree<CategoryNode>
      blockNode
      defaultExpandAll
      treeData={buildTree(categories.data).map(toNode)}
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelect={(_keys, { node }) => onPick({ id: node.key, name: names.get(node.key) ?? '' })}
      className="hh-link-tree"
      data-testid="link-categories"
    />
  );
}
