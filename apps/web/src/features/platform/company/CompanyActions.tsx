import { AUDIT_APPROVED } from '@hh/shared';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { guard, usePermission } from '../../../components/usePermission.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { usePlatformT } from '../i18n.ts';
import { type CompanyRow, decide } from './api.ts';

interface CompanyActionsProps {
  company: CompanyRow;
  onReject(company: CompanyRow): void;
  onAudits(company: CompanyRow): void;
  onDecided(): void;
}

/** Approve and reject (shops waiting for approval, with `company:audit`), and the audit trail. */
export function CompanyActions({ company, onReject, onAudits, onDecided }: CompanyActionsProps) {
  const { t } = useTranslation();
  const pt = usePlatformT();
  const canAudit = usePermission(guard('company:audit')) && company.status === 'pending_approval';

  const approve = async () => {
    await decide(company.companyId, AUDIT_APPROVED);
    notifySuccess(pt('company.approved', { name: company.companyName }));
    onDecided();
  };

  return (
    <>
      {canAudit && (
        <>
          <Popconfirm
            title={pt('company.approveConfirm', { name: company.companyName })}
            onConfirm={() => approve().catch(() => undefined)}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
          >
            <Button type="link" size="small" data-testid="company-approve">
              {pt('company.approve')}
            </Button>
          </Popconfirm>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => onReject(company)}
            data-testid="company-reject"
          >
            {pt('company.reject')}
          </Button>
        </>
      )}
      <Button type="link" size="small" onClick={() => onAudits(company)} data-testid="company-audits">
        {pt('company.audits')}
      </Button>
    </>
  );
}
