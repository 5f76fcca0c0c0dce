import { ReloadOutlined } from '@ant-design/icons';
import { formatThousands } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Row, Space, Statistic, Table, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { tableLoading } from '../../components/tableLoading.ts';
import { useLiveChanges } from '../../live/useLiveChanges.ts';
import { type CouponStatistics, fetchStatistics } from './api.ts';
import { type CouponsT, useCouponsT } from './i18n.ts';

type StatsRow = CouponStatistics['content'][number];
type Numbers = CouponStatistics['totals'];
type Range = [Dayjs | null, Dayjs | null] | null;

const PAGE_SIZE = 20;
const CLAIMS = ['coupon.claimed'] as const;

const rate = (value: string | null) => (value === null ? '—' : `${value}%`);

/** The numbers a marketing manager reads, in the order they read them, each with how it shows. */
const NUMBERS: { key: keyof Numbers; show: (n: Numbers) => string; help?: 'usedHelp' | 'newBuyersHelp' }[] = [
  { key: 'claimed', show: (n) => String(n.claimed) },
  { key: 'used', show: (n) => String(n.used), help: 'usedHelp' },
  { key: 'useRate', show: (n) => rate(n.useRate) },
  { key: 'orderAmount', show: (n) => `¥${formatThousands(n.orderAmount)}` },
  { key: 'discount', show: (n) => `¥${formatThousands(n.discount)}` },
  { key: 'newBuyers', show: (n) => String(n.newBuyers), help: 'newBuyersHelp' },
];

function title(t: CouponsT, key: keyof Numbers, help: 'usedHelp' | 'newBuyersHelp' | undefined) {
  const text = t(`stats.${key}`);
  return help ? (
    <Tooltip title={t(`stats.${help}`)}>
      <span className="hh-coupon-stats-title">{text}</span>
    </Tooltip>
  ) : (
    text
  );
}

function columns(t: CouponsT) {
  return [
    { key: 'issueId', title: 'ID', dataIndex: 'issueId', width: 72 },
    {
      key: 'title',
      title: t('stats.issue'),
      render: (_: unknown, row: StatsRow) => (
        <Space size={4} wrap>
          <span>{row.title}</span>
          <Tag>{t(`channels.${row.channel}`)}</Tag>
          {!row.enabled && <Tag>{t('enabled.off')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'total',
      title: `${t('stats.total')} / ${t('stats.remaining')}`,
      render: (_: unknown, row: StatsRow) => `${row.total ?? t('issue.unlimited')} / ${row.remaining ?? '∞'}`,
    },
    ...NUMBERS.map(({ key, show, help }) => ({
      key,
      title: title(t, key, help),
      align: 'right' as const,
      render: (_: unknown, row: StatsRow) => <span data-testid={`coupon-stat-${key}`}>{show(row)}</span>,
    })),
  ];
}

/**
 * Marketing › coupons › statistics: every issue's claims and uses in the chosen period (none: all time),
 * all issues' together above; used counts paid orders that were not cancelled.
 */
export function StatisticsTab() {
  const t = useCouponsT();
  const [range, setRange] = useState<Range>(null);
  const [page, setPage] = useState(0);
  const params = {
    page,
    size: PAGE_SIZE,
    ...(range?.[0] ? { startTime: range[0].startOf('day').toISOString() } : {}),
    ...(range?.[1] ? { endTime: range[1].endOf('day').toISOString() } : {}),
  };
  const stats = useQuery({
    queryKey: ['coupons', 'statistics', params],
    queryFn: () => fetchStatistics(params),
  });
  useLiveChanges(
    CLAIMS,
    (event) => event.data.issueId,
    () => void stats.refetch(),
  );
  const totals = stats.data?.totals;
  return (
    <div data-testid="coupon-statistics">
      <Space wrap className="hh-coupon-stats-bar">
        <span>{t('stats.range')}</span>
        <DatePicker.RangePicker
          value={range}
          allowEmpty={[true, true]}
          onChange={(next) => {
            setRange(next);
            setPage(0);
          }}
          data-testid="coupon-stats-range"
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void stats.refetch()}
          data-testid="coupon-stats-refresh"
        >
          {t('stats.refresh')}
        </Button>
        <small>{t('stats.rangeHelp')}</small>
      </Space>
      <Row gutter={[12, 12]} data-testid="coupon-stats-totals">
        {NUMBERS.map(({ key, show, help }) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic
                title={title(t, key, help)}
                value={totals ? show(totals) : '—'}
                loading={stats.isLoading}
                data-testid={`coupon-total-${key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Table<StatsRow>
        rowKey="issueId"
        size="middle"
        className="hh-coupon-stats-table"
        columns={columns(t)}
        dataSource={stats.data?.content ?? []}
        loading={tableLoading(stats.isFetching)}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: stats.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
        data-testid="coupon-stats-table"
      />
    </div>
  );
}
