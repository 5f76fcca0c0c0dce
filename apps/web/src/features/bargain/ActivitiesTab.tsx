import { formatDate } from '@hh/shared';
import { Switch } from 'antd';
import { useState } from 'react';
import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { type CrudColumn, CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { guard, usePermission } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { ActivityFormFields } from './ActivityFormFields.tsx';
import { type ActivityRow, activityResource, setActivityEnabled } from './api.ts';
import { useBargainT } from './i18n.ts';

const permissions = {
  add: guard('bargain:add'),
  edit: guard('bargain:edit'),
  delete: guard('bargain:delete'),
};

/** Turns an activity on or off from its row; read-only without bargain:edit. */
function EnabledSwitch({
  row,
  editable,
  onChanged,
}: {
  row: ActivityRow;
  editable: boolean;
  onChanged(): Promise<void>;
}) {
  const t = useBargainT();
  const [saving, setSaving] = useState(false);
  const flip = async (next: boolean) => {
    setSaving(true);
    try {
      await setActivityEnabled(row.id, next);
      notifySuccess(t('enabled.changed'));
      await onChanged();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      checked={row.enabled}
      loading={saving}
      disabled={!editable}
      checkedChildren={t('enabled.on')}
      unCheckedChildren={t('enabled.off')}
      onChange={(next) => quietly(flip(next))}
      data-testid="bargain-enabled"
    />
  );
}

/** Bargain activities: goods, prices, helpers, limits and dates; the goods and prices lock once started. */
export function ActivitiesTab() {
  const t = useBargainT();
  const crud = useCrud({ ...activityResource, title: t('tabs.activities'), item: t('activity.item') });
  const canEdit = usePermission(permissions.edit);
  const editing = crud.dialog.mode === 'edit';
  const locked = editing && (crud.rows.find((row) => row.id === crud.dialog.id)?.started ?? 0) > 0;
  const columns: CrudColumn<ActivityRow>[] = [
    {
      key: 'title',
      title: t('activity.name'),
      dataIndex: 'title',
      sorter: true,
      render: (value: string) => <span data-testid="bargain-activity-title">{value}</span>,
    },
    {
      key: 'goods',
      title: t('activity.goods'),
      render: (_: unknown, row: ActivityRow) => (
        <span>
          {row.productName}
          {row.skuLabel && <small> · {row.skuLabel}</small>}
        </span>
      ),
    },
    {
      key: 'prices',
      title: t('activity.prices'),
      render: (_: unknown, row: ActivityRow) => (
        <span data-testid="bargain-activity-prices">
          ¥{row.startPrice} → ¥{row.floorPrice}
        </span>
      ),
    },
    { key: 'helpersNeeded', title: t('activity.helpersNeeded'), dataIndex: 'helpersNeeded' },
    { key: 'hoursLimit', title: t('activity.hoursLimit'), dataIndex: 'hoursLimit' },
    {
      key: 'window',
      title: t('activity.window'),
      dataIndex: 'startAt',
      sorter: true,
      render: (_: unknown, row: ActivityRow) => `${formatDate(row.startAt)} ~ ${formatDate(row.endAt)}`,
    },
    {
      key: 'stock',
      title: `${t('activity.stock')} / ${t('activity.sold')}`,
      render: (_: unknown, row: ActivityRow) => `${row.stock} / ${row.sold}`,
    },
    { key: 'started', title: t('activity.started'), dataIndex: 'started' },
    {
      key: 'enabled',
      title: t('activity.status'),
      render: (_: unknown, row: ActivityRow) => (
        <EnabledSwitch row={row} editable={canEdit} onChanged={crud.refresh} />
      ),
    },
  ];
  return (
    <div data-testid="bargain-activities">
      <CrudList
        crud={crud}
        permissions={permissions}
        columns={columns}
        queryFields={<BlurryField placeholder={t('activity.blurry')} testId="bargain-activity-blurry" />}
        formFields={<ActivityFormFields locked={locked} />}
        dialogWidth={720}
        exportable={false}
      />
    </div>
  );
}
