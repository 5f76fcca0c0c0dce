import { AUDIT_APPROVED, formatDate } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Timeline } from 'antd';
import { fetchAudits } from '../api.ts';
import { useOnboardingT } from '../i18n.ts';
import { onboardingKeys } from '../queries.ts';

/** The platform's approval decisions on the shop, newest first. */
export function AuditTrail({ companyId }: { companyId: number }) {
  const t = useOnboardingT();
  const audits = useQuery({
    queryKey: onboardingKeys.audits(companyId),
    queryFn: () => fetchAudits(companyId),
  });
  let body = <Skeleton active paragraph={{ rows: 3 }} />;
  if (audits.data?.content.length === 0) body = <Empty description={t('profile.noAudits')} />;
  else if (audits.data) {
    body = (
      <Timeline
        items={audits.data.content.map((audit) => {
          const approved = audit.status === AUDIT_APPROVED;
          const name = audit.operatorName ?? t('profile.operatorUnknown');
          return {
            key: audit.id,
            color: approved ? 'green' : 'red',
            content: (
              <div data-testid="audit-item">
                <strong>
                  {approved ? t('profile.approvedBy', { name }) : t('profile.rejectedBy', { name })}
                </strong>
                {audit.reason && <div className="hh-audit-reason">{audit.reason}</div>}
                <div className="hh-audit-time">{formatDate(audit.createdAt)}</div>
              </div>
            ),
          };
        })}
      />
    );
  }
  return (
    <Card title={t('profile.audits')} data-testid="shop-audits">
      {body}
    </Card>
  );
}
