import { ReloadOutlined } from '@ant-design/icons';
import { formatDate } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Space, Typography } from 'antd';
import { quietly } from '../../../lib/quietly.ts';
import { usePlatformT } from '../i18n.ts';
import { fetchStatus, REFRESH_MS } from './api.ts';
import { OverviewCards } from './OverviewCards.tsx';
import { RecentErrors } from './RecentErrors.tsx';
import { SlowQueries } from './SlowQueries.tsx';
import '../platform.css';

/** `platform/status/index`: the running server, its memory and database, read only, every 10 s. */
export default function StatusPage() {
  const t = usePlatformT();
  const status = useQuery({
    queryKey: ['platform', 'status'],
    queryFn: fetchStatus,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
  return (
    <div className="hh-status" data-testid="status-page">
      <div className="hh-status-head">
        <Typography.Text type="secondary">
          {t('status.autoRefresh')}
          {status.dataUpdatedAt > 0 &&
            ` · ${t('status.updatedAt', { time: formatDate(status.dataUpdatedAt, 'HH:mm:ss') })}`}
        </Typography.Text>
        <Space>
          <Button
            icon={<ReloadOutlined />}
            loading={status.isFetching}
            onClick={() => quietly(status.refetch())}
            data-testid="status-refresh"
          >
            {t('status.refresh')}
          </Button>
        </Space>
      </div>
      {status.data ? (
        <>
          <OverviewCards status={status.data} />
          <SlowQueries slow={status.data.slowQueries} database={status.data.database.kind} />
          <RecentErrors errors={status.data.recentErrors} />
        </>
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}
