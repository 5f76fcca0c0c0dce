import { formatDate } from '@hh/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import type { LogRow } from './api.ts';
import { actionLabel, entityLabel } from './labels.ts';

const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };

/** `createTime` is the server's sort field for the log's time. */
export function logColumns(t: TFunction): CrudColumn<LogRow>[] {
  return [
    {
      key: 'createTime',
      title: t('log.createdAt'),
      sorter: true,
      render: (_, row) => formatDate(row.createdAt),
    },
    { key: 'username', title: t('log.username'), render: (_, row) => row.username ?? '-' },
    { key: 'entity', title: t('log.entity'), render: (_, row) => entityLabel(t, row.entity) },
    { key: 'entityId', title: t('log.entityId'), render: (_, row) => row.entityId ?? '-' },
    {
      key: 'action',
      title: t('log.action'),
      render: (_, row) => (
        <Tag color={ACTION_COLORS[row.action] ?? 'default'}>{actionLabel(t, row.action)}</Tag>
      ),
    },
    { key: 'ip', title: t('log.ip'), render: (_, row) => row.ip ?? '-' },
  ];
}
