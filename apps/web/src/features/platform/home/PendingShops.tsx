import { formatDate } from '@hh/shared';
import { Badge, Button, Card, Empty, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { usePlatformT } from '../i18n.ts';
import type { PlatformHome } from './api.ts';

type Pending = PlatformHome['pendingApprovals'];

/** The approval queue: how many wait, the ones that have waited longest, and a way to the review screen. */
export function PendingShops({ pending }: { pending: Pending }) {
  const t = usePlatformT();
  const navigate = useNavigate();
  return (
    <Card
      className="hh-home-card"
      title={
        <span>
          {t('home.pending')} <Badge count={pending.count} data-testid="home-pending-count" />
        </span>
      }
      extra={
        <Button type="link" onClick={() => navigate('/platform/company')} data-testid="home-review">
          {t('home.review')}
        </Button>
      }
      data-testid="home-pending"
    >
      {pending.oldest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.pendingEmpty')} />
      ) : (
        <>
          {pending.count > pending.oldest.length && (
            <Typography.Paragraph type="secondary">
              {t('home.pendingMore', { count: pending.count, shown: pending.oldest.length })}
            </Typography.Paragraph>
          )}
          <Table
            size="small"
            pagination={false}
            rowKey="companyId"
            dataSource={pending.oldest}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'name', title: t('company.name'), dataIndex: 'companyName' },
              { key: 'contact', title: t('company.contact'), render: (_, row) => row.contactName ?? '' },
              { key: 'phone', title: t('company.contactPhone'), render: (_, row) => row.contactPhone ?? '' },
              {
                key: 'since',
                title: t('home.since'),
                render: (_, row) => formatDate(row.since, 'YYYY-MM-DD HH:mm'),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
