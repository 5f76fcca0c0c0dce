import { CrownOutlined, RightOutlined } from '@ant-design/icons';
import { formatDate, SPIN_DELAY_MS } from '@hh/shared';
import { Card, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyStatusTag } from '../../components/CompanyStatusTag.tsx';
import { ShopAvatar } from '../../components/ShopAvatar.tsx';
import type { Company } from '../../session/types.ts';

interface CompanyCardProps {
  company: Company;
  current: boolean;
  switching: boolean;
  onChoose(company: Company): void;
}

export function CompanyCard({ company, current, switching, onChoose }: CompanyCardProps) {
  const { t } = useTranslation();
  return (
    <Spin spinning={switching} delay={SPIN_DELAY_MS}>
      <Card
        hoverable
        className={current ? 'hh-company-card hh-company-card--current' : 'hh-company-card'}
        onClick={() => onChoose(company)}
        data-testid="company-card"
        data-company-id={company.companyId}
      >
        <div className="hh-company-head">
          <ShopAvatar company={company} size={56} className="hh-company-avatar" />
          <div className="hh-company-title">
            <div className="hh-company-name">{company.companyName}</div>
            <div className="hh-company-tags">
              <CompanyStatusTag status={company.status} />
              {company.isPlatform && (
                <Tag icon={<CrownOutlined />} color="gold">
                  {t('store.platform')}
                </Tag>
              )}
              {current && <Tag color="processing">{t('store.current')}</Tag>}
            </div>
          </div>
          <RightOutlined className="hh-company-arrow" />
        </div>
        <dl className="hh-company-facts">
          <dt>{t('store.myRoles')}</dt>
          <dd>{company.roles.length > 0 ? company.roles.join(' / ') : t('common.none')}</dd>
          <dt>{t('store.plan')}</dt>
          <dd>{company.planName || t('store.noPlan')}</dd>
          <dt>{t('store.expireTime')}</dt>
          <dd>{company.expireTime ? formatDate(company.expireTime, 'YYYY-MM-DD') : t('store.noExpire')}</dd>
        </dl>
      </Card>
    </Spin>
  );
}
