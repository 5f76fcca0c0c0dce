import type { CompanyStatus } from '@hh/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CompanyStatus, string> = {
  pending_payment: 'orange',
  pending_approval: 'blue',
  active: 'green',
  rejected: 'red',
  disabled: 'default',
};

export function CompanyStatusTag({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status] ?? 'default'}>{t(`store.status.${status}`)}</Tag>;
}
