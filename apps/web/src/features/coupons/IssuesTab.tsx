import { Button } from 'antd';
import { useState } from 'react';
import { useCrud } from '../../components/crud/useCrud.ts';
import { guard, usePermission } from '../../components/usePermission.ts';
import { useLiveChanges } from '../../live/useLiveChanges.ts';
import { type IssueRow, issueResource } from './api.ts';
import { CouponCrudTab } from './CouponCrudTab.tsx';
import { IssueFormFields } from './IssueFormFields.tsx';
import { useCouponsT } from './i18n.ts';
import { issueColumns } from './issueColumns.tsx';
import { PushDialog } from './PushDialog.tsx';

const pushPermission = guard('coupon:push');
const CLAIMS = ['coupon.claimed'] as const;

/** Issues with their live counts (claimed / remaining / total), limits, channel and the push. */
export function IssuesTab() {
  const t = useCouponsT();
  const crud = useCrud({ ...issueResource, title: t('tabs.issues'), item: t('issue.item') });
  const canPush = usePermission(pushPermission);
  const [pushing, setPushing] = useState<IssueRow | null>(null);
  useLiveChanges(
    CLAIMS,
    (event) => event.data.issueId,
    () => void crud.refresh(),
  );
  return (
    <CouponCrudTab
      testId="coupon-issues"
      crud={crud}
      columns={(options) => issueColumns(t, options)}
      formFields={<IssueFormFields editing={crud.dialog.mode === 'edit'} />}
      rowActions={(row) =>
        canPush &&
        row.channel === 'push' && (
          <Button type="link" size="small" onClick={() => setPushing(row)} data-testid="issue-push">
            {t('issue.push')}
          </Button>
        )
      }
    >
      <PushDialog issue={pushing} onClose={() => setPushing(null)} onDone={crud.refresh} />
    </CouponCrudTab>
  );
}
