import type { menus } from '../modules/menus/schema.ts';

type MenuSeed = Omit<typeof menus.$inferInsert, 'id' | 'pid' | 'createdAt' | 'updatedAt'> & {
  children?: MenuSeed[];
};

const button = (title: string, titleEn: string, permission: string, sort: number): MenuSeed => ({
  type: 2,
  title,
  titleEn,
  permission,
  sort,
});

/** The menu entries of the screens that exist, with their button permissions. */
export const MENU_TREE: MenuSeed[] = [
  {
    type: 0,
    title: '系统管理',
    titleEn: 'System',
    name: 'System',
    path: '/system',
    component: 'Layout',
    icon: 'SettingOutlined',
    sort: 90,
    children: [
      {
        type: 1,
        title: '员工管理',
        titleEn: 'Staff',
        name: 'User',
        path: 'user',
        component: 'system/user/index',
        icon: 'TeamOutlined',
        permission: 'user:list',
        sort: 1,
        children: [
          button('新增员工', 'Add staff', 'user:add', 1),
          button('编辑员工', 'Edit staff', 'user:edit', 2),
          button('删除员工', 'Remove staff', 'user:del', 3),
        ],
      },
      {
        type: 1,
        title: '角色管理',
        titleEn: 'Roles',
        name: 'Role',
        path: 'role',
        component: 'system/role/index',
        icon: 'SafetyCertificateOutlined',
        permission: 'roles:list',
        sort: 2,
        children: [
          button('新增角色', 'Add role', 'roles:add', 1),
          button('编辑角色', 'Edit role', 'roles:edit', 2),
          button('删除角色', 'Delete role', 'roles:del', 3),
        ],
      },
      {
        type: 1,
        title: '菜单管理',
        titleEn: 'Menus',
        name: 'Menu',
        path: 'menu',
        component: 'system/menu/index',
        icon: 'MenuOutlined',
        permission: 'menu:list',
        platformOnly: true,
        sort: 3,
        children: [
          button('新增菜单', 'Add menu', 'menu:add', 1),
          button('编辑菜单', 'Edit menu', 'menu:edit', 2),
          button('删除菜单', 'Delete menu', 'menu:del', 3),
        ],
      },
      {
        type: 1,
        title: '操作日志',
        titleEn: 'Audit log',
        name: 'Log',
        path: 'log',
        component: 'system/log/index',
        icon: 'FileSearchOutlined',
        permission: 'log:list',
        sort: 4,
      },
    ],
  },
];

export type { MenuSeed };
