import { formatDate } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Progress, Table, Tag } from 'antd';
import { type ActivityRow, fetchSales, type SalesAnswer } from './api.ts';
import { useSeckillT } from './i18n.ts';

const REFRESH_MS = 5000;

type Recent = SalesAnswer['recent'][number];

/** An activity's live sales: sold / stock per SKU, its orders and the latest buys, read again every 5 s. */
export function SalesDialog({ activity, onClose }: { activity: ActivityRow | null; onClose(): void }) {
  const t = useSeckillT();
  const sales = useQuery({
    queryKey: ['seckill', 'sales', activity?.id],
    queryFn: () => fetchSales(activity?.id ?? 0),
    enabled: activity !== null,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
  const data = sales.data;
  return (
    <Modal
      open={activity !== null}
      title={activity ? t('sales.title', { name: activity.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <div data-testid="seckill-sales">
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('activity.soldOfTotal')}>
            <span data-testid="seckill-sales-sold">
              {data?.sold ?? 0} / {data?.total ?? 0}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('sales.orders')}>{data?.orders ?? 0}</Descriptions.Item>
          <Descriptions.Item label={t('sales.unpaid')}>{data?.unpaidOrders ?? 0}</Descriptions.Item>
        </Descriptions>
        {(data?.skus ?? []).map((s) => (
          <div key={s.id}>
            {s.specKey || t('activity.single')}
            <Progress
              percent={s.total ? Math.round((s.sold / s.total) * 100) : 0}
              format={() => `${s.sold} / ${s.total}`}
            />
          </div>
        ))}
        <h4>{t('sales.recent')}</h4>
        <Table<Recent>
          size="small"
          rowKey={(r) => `${r.orderId}-${r.specKey}`}
          loading={sales.isLoading}
          dataSource={data?.recent ?? []}
          pagination={false}
          columns={[
            { key: 'order', title: t('sales.order'), dataIndex: 'orderId' },
            { key: 'member', title: t('sales.member'), dataIndex: 'memberName' },
            { key: 'spec', title: t('activity.spec'), render: (_, r) => r.specKey || t('activity.single') },
            {
              key: 'quantity',
              title: t('sales.quantity'),
              render: (_, r) => (
                <>
                  {r.quantity} {r.returned && <Tag>{t('sales.returned')}</Tag>}
                </>
              ),
            },
            { key: 'at', title: t('sales.at'), render: (_, r) => formatDate(r.createdAt) },
          ]}
        />
        <small>{t('sales.live')}</small>
      </div>
    </Modal>
  );
}
