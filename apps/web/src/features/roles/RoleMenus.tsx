import { type MenuNode, roleNameIn } from '@hh/shared';
import { Alert, Button, Card, Empty, Skeleton, Tree } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../components/Permission.tsx';
import { guard, usePermission } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { useAppStore } from '../../state/app.ts';
import { type RoleRow, saveRoleMenus, useMenuTree } from './api.ts';
import { checkedIds, halfChecked, toggle } from './menuChecks.ts';

interface MenuTreeNode {
  key: number;
  title: ReactNode;
  menu: MenuNode;
  children?: MenuTreeNode[];
}

const EDIT = guard('roles:edit');

function toTreeData(nodes: readonly MenuNode[], lang: string): MenuTreeNode[] {
  return nodes.map((menu) => ({
    key: menu.id,
    menu,
    title: (
      <span className="hh-role-menu-title" title={menu.permission ?? undefined} data-testid="role-menu-name">
        {lang === 'en' ? menu.titleEn || menu.title : menu.title}
      </span>
    ),
    ...(menu.children ? { children: toTreeData(menu.children, lang) } : {}),
  }));
}

interface RoleMenusProps {
  role: RoleRow | undefined;
  onSaved(): Promise<void>;
}

function MenusCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card className="hh-role-menus" title={title} extra={extra} data-testid="role-menus">
      {children}
    </Card>
  );
}

/** The selected role's menu tree with checkboxes, saved with `PUT /api/roles/menu`. */
export function RoleMenus({ role, onSaved }: RoleMenusProps) {
  const { t } = useTranslation();
  if (!role) {
    return (
      <MenusCard title={t('role.menus')}>
        <Empty description={t('role.pickRole')} />
      </MenusCard>
    );
  }
  return <RoleMenuTree key={role.id} role={role} onSaved={onSaved} />;
}

function RoleMenuTree({ role, onSaved }: { role: RoleRow; onSaved(): Promise<void> }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.lang);
  const canEdit = usePermission(EDIT);
  const tree = useMenuTree(role.id);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (tree.data) setChecked(checkedIds(tree.data));
  }, [tree.data]);
  const treeData = useMemo(() => toTreeData(tree.data ?? [], lang), [tree.data, lang]);
  const title = t('role.menusOf', { name: roleNameIn(role, lang) });

  if (role.isAdmin) {
    return (
      <MenusCard title={title}>
        <Alert type="info" showIcon title={t('role.adminHasAll')} />
      </MenusCard>
    );
  }

  const save = async () => {
    setSaving(true);
    try {
      await saveRoleMenus(role.id, [...checked]);
      notifySuccess(t('role.menusSaved'));
      await Promise.all([tree.refetch(), onSaved()]);
    } finally {
      setSaving(false);
    }
  };

  const saveButton = (
    <Permission roles={EDIT}>
      <Button
        type="primary"
        loading={saving}
        disabled={!tree.data}
        onClick={() => quietly(save())}
        data-testid="role-menus-save"
      >
        {t('common.save')}
      </Button>
    </Permission>
  );

  return (
    <MenusCard title={title} extra={saveButton}>
      {tree.data ? (
        <Tree<MenuTreeNode>
          checkable
          checkStrictly
          defaultExpandAll
          selectable={false}
          disabled={!canEdit}
          treeData={treeData}
          checkedKeys={{ checked: [...checked], halfChecked: halfChecked(tree.data, checked) }}
          onCheck={(_keys, info) => setChecked(toggle(checked, info.node.menu, info.checked))}
          data-testid="role-menu-tree"
        />
      ) : (
        <Skeleton active />
      )}
    </MenusCard>
  );
}
