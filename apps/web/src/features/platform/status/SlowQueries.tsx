import { Alert, Card, Table } from 'antd';
import { usePlatformT } from '../i18n.ts';
import type { SlowQuery, SystemStatus } from './api.ts';
import { formatMs } from './format.ts';

interface SlowQueriesProps {
  slow: SystemStatus['slowQueries'];
  database: SystemStatus['database']['kind'];
}

/** The slowest statements by mean time, or why they cannot be listed (pg_stat_statements missing). */
export function SlowQueries({ slow, database }: SlowQueriesProps) {
  const t = usePlatformT();
  return (
    <Card title={t('status.slowQueries')} className="hh-status-card" data-testid="status-slow">
      {slow.available ? (
        <Table<SlowQuery>
          rowKey={(row) => row.query}
          dataSource={slow.rows}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('status.noSlowQueries') }}
          columns={[
            {
              key: 'query',
              title: t('status.query'),
              dataIndex: 'query',
              render: (value: string) => <code className="hh-status-query">{value}</code>,
            },
            { key: 'calls', title: t('status.calls'), dataIndex: 'calls', align: 'right' },
            {
              key: 'meanMs',
              title: t('status.meanMs'),
              dataIndex: 'meanMs',
              align: 'right',
              render: formatMs,
            },
            {
              key: 'totalMs',
              title: t('status.totalMs'),
              dataIndex: 'totalMs',
              align: 'right',
              render: formatMs,
            },
          ]}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('status.slowUnavailable')}
          description={
            <>
              <p>{t('status.slowUnavailableReason')}</p>
              {database === 'pglite' && <p>{t('status.slowOnPglite')}</p>}
              <p>{t('status.slowHowTo')}</p>
            </>
          }
          className="hh-status-slow-reason"
          data-testid="status-slow-unavailable"
        />
      )}
    </Card>
  );
}
