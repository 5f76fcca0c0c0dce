import { AUDIT_APPROVED, formatDate, SPIN_DELAY_MS } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Spin, Timeline } from 'antd';
import { usePlatformT } from '../i18n.ts';
import { type CompanyRow, fetchAudits } from './api.ts';

interface AuditDrawerProps {
  company: CompanyRow | null;
  onClose(): void;
}

/** Every approval decision on a shop, newest first. */
export function AuditDrawer({ company, onClose }: AuditDrawerProps) {
  const t = usePlatformT();
  const companyId = company?.companyId;
  const audits = useQuery({
    queryKey: ['platform', 'audits', companyId],
    queryFn: () => fetchAudits(companyId ?? 0),
    enabled: companyId !== undefined,
    staleTime: 0,
  });
  const lines = audits.data?.content ?? [];
  return (
    <Drawer
      open={company !== null}
      onClose={onClose}
      title={t('company.auditTitle', { name: company?.companyName ?? '' })}
      size={420}
    >
      <Spin spinning={audits.isFetching} delay={SPIN_DELAY_MS}>
        {lines.length === 0 && !audits.isFetching ? (
          <Empty description={t('company.auditEmpty')} />
        ) : (
          <Timeline
            items={lines.map((line) => ({
              key: line.id,
              color: line.status === AUDIT_APPROVED ? 'green' : 'red',
              content: (
                <div className="hh-audit-line" data-testid="audit-line">
                  <strong>
                    {t(
                      line.status === AUDIT_APPROVED ? 'company.decision.approve' : 'company.decision.reject',
                    )}
                  </strong>
                  <div>{line.reason || t('company.noReason')}</div>
                  <div className="hh-audit-meta">
                    {formatDate(line.createdAt)}
                    {line.operatorName ? ` · ${t('company.operator', { name: line.operatorName })}` : ''}
                  </div>
                </div>
              ),
            }))}
          />
        )}
      </Spin>
    </Drawer>
  );
}
