import { formatDate } from '@hh/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '../../../routing/paths.ts';
import { useOnboardingT } from '../i18n.ts';
import type { ShopDetails } from '../types.ts';

export function ApprovedView({ company }: { company: ShopDetails }) {
  const t = useOnboardingT();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t('approved.title')}
      subTitle={t('approved.text', {
        name: company.companyName,
        expire: company.expireTime ? formatDate(company.expireTime, 'YYYY-MM-DD') : t('profile.noExpire'),
      })}
      extra={
        <Button
          type="primary"
          size="large"
          onClick={() => navigate(DASHBOARD_PATH)}
          data-testid="wizard-enter"
        >
          {t('approved.enter')}
        </Button>
      }
      data-testid="wizard-approved"
    />
  );
}
