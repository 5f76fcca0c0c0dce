import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Tree } from 'antd';
import { buildTree, type TreeNode } from '../../components/twoLevelTree.ts';
import { fetchLinkCategories } from './api.ts';
import { useNavigationT } from './i18n.ts';
import type { PickedLink } from './types.ts';

interface LinkCategoryTabProps {
  selectedId: number | null;
  onPick(picked: PickedLink): void;
}

interface CategoryRow {
  id: number;
  parentId: number;
  name: string;
  sort: number;
}

interface CategoryNode {
  key: number;
  title: string;
  children?: CategoryNode[];
}

const toNode = (row: TreeNode<CategoryRow>): CategoryNode => ({
  key: row.id,
  title: row.name,
  ...(row.children ? { children: row.children.map(toNode) } : {}),
});

/** The shop's category tree; picking a node picks the category. */
export function LinkCategoryTab({ selectedId, onPick }: LinkCategoryTabProps) {
  const t = useNavigationT();
  const categories = useQuery({
    queryKey: ['shop', 'navigation', 'linkCategories'],
    queryFn: fetchLinkCategories,
  });
  if (categories.isError) return <Alert type="error" showIcon title={t('nav.link.loadFailed')} />;
  if (!categories.data) return <Skeleton active />;
  if (categories.data.length === 0) return <Empty description={t('nav.link.noCategories')} />;
  const names = new Map(categories.data.map((row) => [row.id, row.name]));
  return (
    <Tree<CategoryNode>
      blockNode
      defaultExpandAll
      treeData={buildTree(categories.data).map(toNode)}
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelect={(_keys, { node }) =>
        onPick({ link: { kind: 'category', id: node.key }, linkName: names.get(node.key) ?? null })
      }
      className="hh-nav-link-tree"
      data-testid="nav-link-categories"
    />
  );
}
