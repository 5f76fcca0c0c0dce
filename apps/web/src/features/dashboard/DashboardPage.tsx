import { ApartmentOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { formatDate } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Col, Descriptions, Result, Row, Skeleton, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyStatusTag } from '../../components/CompanyStatusTag.tsx';
import { ShopLink } from '../../components/shopLink/ShopLink.tsx';
import { displayName } from '../../components/UserAvatar.tsx';
import { useSession } from '../../session/state.ts';
import { fetchSummary } from './api.ts';
import { DemoOrdersNotice } from './DemoOrdersNotice.tsx';
import { ProductStatsSection } from './ProductStatsSection.tsx';
import { SalesSection } from './SalesSection.tsx';
import './dashboard.css';

export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  const summary = useQuery({ queryKey: ['dashboard', 'summary', companyId], queryFn: fetchSummary });

  if (summary.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (summary.isError) {
    return (
      <Result
        status="warning"
        title={t('dashboard.loadFailed')}
        extra={<Button onClick={() => void summary.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const { company, storeCount, dealerCount, roles } = summary.data;
  const none = t('common.none');

  return (
    <div className="hh-dashboard" data-testid="dashboard">
      <DemoOrdersNotice companyId={companyId} />
      <Card className="hh-dashboard-hello">
        <Avatar
          shape="square"
          size={64}
          src={company.headPortrait || undefined}
          className="hh-dashboard-logo"
        >
          {company.companyName.slice(0, 1)}
        </Avatar>
        <div>
          <h2>{t('dashboard.greeting', { name: displayName(user) })}</h2>
          <p>{t('dashboard.greetingHint', { company: company.companyName })}</p>
        </div>
      </Card>
      <Card className="hh-dashboard-shop-link">
        <ShopLink />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('dashboard.stores')} value={storeCount} prefix={<ShopOutlined />} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('dashboard.dealers')} value={dealerCount} prefix={<ApartmentOutlined />} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card>
            <Statistic title={t('dashboard.myRoles')} value={roles.length} prefix={<TeamOutlined />} />
            <div className="hh-dashboard-roles">
              {roles.length > 0 ? roles.map((role) => <Tag key={role}>{role}</Tag>) : t('dashboard.noRoles')}
            </div>
          </Card>
        </Col>
      </Row>
      <Card title={t('dashboard.company')} className="hh-dashboard-company">
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'name', label: t('dashboard.companyName'), children: company.companyName },
            { key: 'key', label: t('dashboard.companyKey'), children: company.companyKey },
            {
              key: 'status',
              label: t('dashboard.status'),
              children: <CompanyStatusTag status={company.status} />,
            },
            { key: 'plan', label: t('dashboard.plan'), children: company.planName || t('store.noPlan') },
            {
              key: 'expire',
              label: t('dashboard.expireTime'),
              children: company.expireTime ? formatDate(company.expireTime) : t('store.noExpire'),
            },
            { key: 'contact', label: t('dashboard.contact'), children: company.contactName || none },
            { key: 'phone', label: t('dashboard.contactPhone'), children: company.contactPhone || none },
          ]}
        />
      </Card>
      <SalesSection />
      <ProductStatsSection />
    </div>
  );
}
