import { formatDate } from '@hh/shared';
import { Card, Table, Tag } from 'antd';
import { usePlatformT } from '../i18n.ts';
import type { RecentError } from './api.ts';

/** The latest unexpected server errors (500s), most recently seen first; repeats are counted on one row. */
export function RecentErrors({ errors }: { errors: RecentError[] }) {
  const t = usePlatformT();
  return (
    <Card title={t('status.recentErrors')} className="hh-status-card" data-testid="status-errors">
      <Table<RecentError>
        rowKey="id"
        dataSource={errors}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('status.noErrors') }}
        columns={[
          {
            key: 'lastSeen',
            title: t('status.time'),
            dataIndex: 'lastSeen',
            render: (value: string) => formatDate(value),
          },
          { key: 'count', title: t('status.count'), dataIndex: 'count', align: 'right' },
          {
            key: 'request',
            title: t('status.request'),
            render: (_: unknown, row) => (
              <span className="hh-status-request">
                <Tag>{row.method}</Tag>
                {row.url}
              </span>
            ),
          },
          { key: 'message', title: t('status.message'), dataIndex: 'message' },
          {
            key: 'requestId',
            title: t('status.requestId'),
            dataIndex: 'requestId',
            render: (value: string) => <code>{value}</code>,
          },
        ]}
      />
    </Card>
  );
}
