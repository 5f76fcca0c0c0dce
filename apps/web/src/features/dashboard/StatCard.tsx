import { Card, Col, Statistic } from 'antd';
import type { ReactNode } from 'react';

/** One figure of a statistics section: five to a row on wide screens, two on a phone. */
export function StatCard({
  title,
  value,
  icon,
  testId,
}: {
  title: string;
  value: ReactNode;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Col xs={12} md={8} xl={{ flex: '20%' }}>
      <Card size="small" className="hh-product-stat" data-testid={testId}>
        <Statistic title={title} value={0} formatter={() => value} prefix={icon} />
      </Card>
    </Col>
  );
}
