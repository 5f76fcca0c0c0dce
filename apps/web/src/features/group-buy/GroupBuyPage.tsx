import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Tabs } from 'antd';
import { ActivitiesTab } from './ActivitiesTab.tsx';
import { fetchStats } from './api.ts';
import { GroupsTab } from './GroupsTab.tsx';
import { useGroupBuyT } from './i18n.ts';

const STAT_KEYS = ['opened', 'open', 'succeeded', 'failed', 'orders', 'amount', 'refunded'] as const;

/** The shop's group-buy numbers: groups opened, open, succeeded and failed; orders, amount, refunds. */
function Stats() {
  const t = useGroupBuyT();
  const stats = useQuery({ queryKey: ['groupBuy', 'stats'], queryFn: fetchStats });
  return (
    <Row gutter={[12, 12]} data-testid="group-buy-stats">
      {STAT_KEYS.map((key) => (
        <Col key={key} xs={12} md={6} xl={3}>
          <Card size="small">
            <Statistic
              title={t(`stats.${key}`)}
              value={stats.data?.[key] ?? '—'}
              loading={stats.isLoading}
              data-testid={`group-buy-stat-${key}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Marketing › group buy: statistics, the activities, and the groups with their members. */
export default function GroupBuyPage() {
  const t = useGroupBuyT();
  return (
    <div data-testid="group-buy-page">
      <Stats />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'activities', label: t('tabs.activities'), children: <ActivitiesTab /> },
          { key: 'groups', label: t('tabs.groups'), children: <GroupsTab /> },
        ]}
      />
    </div>
  );
}
