import { AUDIT_REJECTED, formatDate } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'antd';
import { fetchAudits } from '../api.ts';
import { useOnboardingT } from '../i18n.ts';
import { ShopProfileForm } from '../profile/ShopProfileForm.tsx';
import { onboardingKeys } from '../queries.ts';
import type { ShopDetails } from '../types.ts';

/** The platform's reason from the audit trail, contact advice, and the shop details to correct. */
export function RejectedView({ company }: { company: ShopDetails }) {
  const t = useOnboardingT();
  const audits = useQuery({
    queryKey: onboardingKeys.audits(company.companyId),
    queryFn: () => fetchAudits(company.companyId),
  });
  const rejection = audits.data?.content.find((audit) => audit.status === AUDIT_REJECTED);
  return (
    <div className="hh-onboarding-rejected" data-testid="wizard-rejected">
      <Alert
        type="error"
        showIcon
        title={t('rejected.title')}
        description={
          <>
            <p className="hh-rejected-reason" data-testid="wizard-reject-reason">
              {rejection?.reason
                ? t('rejected.reason', { reason: rejection.reason })
                : t('rejected.noReason')}
            </p>
            {rejection && (
              <p className="hh-rejected-by">
                {t('rejected.by', {
                  name: rejection.operatorName ?? t('profile.operatorUnknown'),
                  time: formatDate(rejection.createdAt),
                })}
              </p>
            )}
            <p>{t('rejected.advice')}</p>
          </>
        }
      />
      <Card title={t('rejected.editTitle')} className="hh-onboarding-edit">
        <ShopProfileForm details={company} />
      </Card>
    </div>
  );
}
