import { formatDate, roleNameIn } from '@hh/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import type { RoleRow } from './api.ts';

/** Keys of sortable columns are the server's sort fields. */
export function roleColumns(t: TFunction, language: string): CrudColumn<RoleRow>[] {
  return [
    { key: 'name', title: t('role.name'), sorter: true, render: (_, row) => roleNameIn(row, language) },
    { key: 'level', title: t('role.level'), dataIndex: 'level', sorter: true },
    {
      key: 'description',
      title: t('role.description'),
      dataIndex: 'description',
      ellipsis: true,
      width: 180,
    },
    {
      key: 'isAdmin',
      title: t('role.isAdmin'),
      render: (_, row) => (row.isAdmin ? <Tag color="gold">{t('crud.yes')}</Tag> : <Tag>{t('crud.no')}</Tag>),
    },
    {
      key: 'createTime',
      title: t('role.createdAt'),
      sorter: true,
      render: (_, row) => formatDate(row.createdAt, 'YYYY-MM-DD'),
    },
  ];
}
