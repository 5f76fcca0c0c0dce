import { formatDate, formatRelativeTime, type Lang } from '@hh/shared';
import { Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import type { LogRow } from './api.ts';
import { actionLabel, entityLabel } from './labels.ts';
import { entityLink } from './links.ts';

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  purge: 'red',
};

/** When, as the spec's relative time ("3 分钟前"), with the full date on hover. */
function LogTime({ row, lang }: { row: LogRow; lang: Lang }) {
  return (
    <Tooltip title={formatDate(row.createdAt)}>
      <time dateTime={row.createdAt} data-testid="log-time">
        {formatRelativeTime(row.createdAt, { lang })}
      </time>
    </Tooltip>
  );
}

/** Who: the person's name, their roles in the shop beneath. */
export function LogPerson({ row }: { row: LogRow }) {
  return (
    <span className="hh-log-person" data-testid="log-person">
      <span>{row.nickName || row.username || '-'}</span>
      {row.roles.map((role) => (
        <Tag key={role} bordered={false}>
          {role}
        </Tag>
      ))}
    </span>
  );
}

/** The entity's name (or its id), a link to its screen where it has one. */
export function LogEntityName({ row }: { row: LogRow }) {
  const text = row.entityName ?? (row.entityId ? `#${row.entityId}` : '-');
  const to = entityLink(row);
  return to ? (
    <Link to={to} data-testid="log-entity-link">
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
}

/** `createTime` is the server's sort field for the log's time. */
export function logColumns(t: TFunction, lang: Lang): CrudColumn<LogRow>[] {
  return [
    {
      key: 'createTime',
      title: t('log.createdAt'),
      sorter: true,
      render: (_, row) => <LogTime row={row} lang={lang} />,
    },
    { key: 'person', title: t('log.person'), render: (_, row) => <LogPerson row={row} /> },
    {
      key: 'action',
      title: t('log.action'),
      render: (_, row) => (
        <Tag color={ACTION_COLORS[row.action] ?? 'default'}>{actionLabel(t, row.action)}</Tag>
      ),
    },
    { key: 'entity', title: t('log.entity'), render: (_, row) => entityLabel(t, row.entity) },
    { key: 'entityName', title: t('log.entityName'), render: (_, row) => <LogEntityName row={row} /> },
    { key: 'ip', title: t('log.ip'), render: (_, row) => row.ip ?? '-' },
  ];
}
