import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Skeleton } from 'antd';
import { usePlatformT } from '../i18n.ts';
import { fetchPlatformHome } from './api.ts';
import { NewShopsChart } from './NewShopsChart.tsx';
import { PendingShops } from './PendingShops.tsx';
import { PlanSales } from './PlanSales.tsx';
import { ShopStates } from './ShopStates.tsx';
import '../platform.css';

/** The platform company's home: shops by state, the approval queue, plan sales and new shops by day. */
export default function HomePage() {
  const t = usePlatformT();
  const home = useQuery({ queryKey: ['platform', 'home'], queryFn: fetchPlatformHome, staleTime: 0 });
  if (!home.data) return <Skeleton active />;
  const { companiesByStatus, pendingApprovals, planSales, newCompaniesByDay } = home.data;
  const noShops = companiesByStatus.every((s) => s.count === 0);
  return (
    <div className="hh-home" data-testid="platform-home">
      {noShops && <Alert type="info" showIcon title={t('home.empty')} data-testid="home-empty" />}
      <ShopStates states={companiesByStatus} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <PendingShops pending={pendingApprovals} />
        </Col>
        <Col xs={24} xl={12}>
          <PlanSales sales={planSales} />
        </Col>
      </Row>
      <NewShopsChart days={newCompaniesByDay} />
    </div>
  );
}
