import { formatDate } from '@hh/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { BUTTON, DIRECTORY, type MenuRow } from './api.ts';

const TYPE_COLORS = ['blue', 'green', 'orange'];

export function menuColumns(t: TFunction, titleOf: (row: MenuRow) => string): CrudColumn<MenuRow>[] {
  const types = t('menu.types', { returnObjects: true });
  return [
    {
      key: 'title',
      title: t('menu.menuTitle'),
      render: (_, row) => (
        <span className="hh-menu-title">
          {row.type !== BUTTON && <MenuIcon name={row.icon} />}
          <span data-testid="menu-title">{titleOf(row)}</span>
        </span>
      ),
    },
    {
      key: 'type',
      title: t('menu.type'),
      render: (_, row) => <Tag color={TYPE_COLORS[row.type]}>{types[row.type]}</Tag>,
    },
    { key: 'sort', title: t('menu.sort'), dataIndex: 'sort' },
    {
      key: 'permission',
      title: t('menu.permission'),
      dataIndex: 'permission',
      render: (value) => value || '-',
    },
    {
      key: 'path',
      title: t('menu.path'),
      render: (_, row) => (row.type === BUTTON ? '-' : row.path || '-'),
    },
    {
      key: 'component',
      title: t('menu.component'),
      render: (_, row) => (row.type === DIRECTORY ? row.component || 'Layout' : row.component || '-'),
    },
    {
      key: 'hidden',
      title: t('menu.hidden'),
      render: (_, row) => (row.hidden ? t('crud.yes') : t('crud.no')),
    },
    { key: 'createdAt', title: t('menu.createdAt'), render: (_, row) => formatDate(row.createdAt) },
  ];
}
