import type { CompanyStatus } from '@hh/shared';
import { Form, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { BlurryField } from '../../../components/crud/BlurryField.tsx';
import { usePlatformT } from '../i18n.ts';
import { ALL_STATUSES, type StatusFilter } from './api.ts';

/** The approval queue first, then the other states. */
const TAB_ORDER: CompanyStatus[] = ['pending_approval', 'pending_payment', 'active', 'rejected', 'disabled'];

interface StatusTabsProps {
  value?: StatusFilter;
  onChange?(value: StatusFilter): void;
}

/** The status filter as tabs; choosing one searches at once (the query bar keeps it with the text). */
function StatusTabs({ value, onChange }: StatusTabsProps) {
  const { t } = useTranslation();
  const pt = usePlatformT();
  const form = Form.useFormInstance();
  const options: { value: StatusFilter; label: string }[] = [
    ...TAB_ORDER.map((status) => ({ value: status, label: t(`store.status.${status}`) })),
    { value: ALL_STATUSES, label: pt('company.statusAll') },
  ];
  return (
    <Segmented<StatusFilter>
      options={options}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        form.submit();
      }}
      data-testid="company-status-tabs"
    />
  );
}

export function CompanyQueryFields() {
  const t = usePlatformT();
  return (
    <>
      <Form.Item name="status">
        <StatusTabs />
      </Form.Item>
      <BlurryField placeholder={t('company.blurry')} testId="company-query-blurry" />
    </>
  );
}
