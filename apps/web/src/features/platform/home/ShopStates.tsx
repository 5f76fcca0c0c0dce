import { COMPANY_STATUSES } from '@hh/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlatformT } from '../i18n.ts';
import type { PlatformHome } from './api.ts';

/** How many shops are in each state, and in all. */
export function ShopStates({ states }: { states: PlatformHome['companiesByStatus'] }) {
  const { t } = useTranslation();
  const pt = usePlatformT();
  const count = new Map(states.map((s) => [s.status, s.count]));
  const total = states.reduce((sum, s) => sum + s.count, 0);
  return (
    <Card title={pt('home.shops')} data-testid="home-shop-states">
      <Row gutter={[16, 16]}>
        <Col xs={12} sm={8} lg={4}>
          <Statistic title={pt('home.total')} value={total} data-testid="home-state-total" />
        </Col>
        {COMPANY_STATUSES.map((status) => (
          <Col xs={12} sm={8} lg={4} key={status}>
            <Statistic
              title={t(`store.status.${status}`)}
              value={count.get(status) ?? 0}
              className={(count.get(status) ?? 0) > 0 ? `hh-home-state--${status}` : undefined}
              data-testid={`home-state-${status}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
