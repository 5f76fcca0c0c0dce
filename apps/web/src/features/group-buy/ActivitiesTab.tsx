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
import { useGroupBuyT } from './i18n.ts';

const permissions = {
  add: guard('groupbuy:add'),
  edit: guard('groupbuy:edit'),
  delete: guard('groupbuy:delete'),
};

/** Turns an activity on or off from its row; read-only without groupbuy:edit. */
function EnabledSwitch({
  row,
  editable,
  onChanged,
}: {
  row: ActivityRow;
  editable: boolean;
  onChanged(): Promise<void>;
}) {
  const t = useGroupBuyT();
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
      data-testid="group-buy-enabled"
    />
  );
}

/** Group-buy activities: product and SKUs at group prices, group size, hours open, limits and dates. */
export function ActivitiesTab() {
  const t = useGroupBuyT();
  const crud = useCrud({ ...activityResource, title: t('tabs.activities'), item: t('activity.item') });
  const canEdit = usePermission(permissions.edit);
  const editing = crud.dialog.mode === 'edit';
  const locked = editing && (crud.rows.find((row) => row.id === crud.dialog.id)?.groups ?? 0) > 0;
  const columns: CrudColumn<ActivityRow>[] = [
    {
      key: 'title',
      title: t('activity.name'),
      dataIndex: 'title',
      sorter: true,
      render: (value: string) => <span data-testid="group-buy-activity-title">{value}</span>,
    },
    { key: 'goods', title: t('activity.goods'), dataIndex: 'productName' },
    {
      key: 'prices',
      title: t('activity.prices'),
      render: (_: unknown, row: ActivityRow) => (
        <div data-testid="group-buy-activity-prices">
          {row.skus.map((s) => (
            <div key={s.skuId}>
              {s.skuLabel || t('activity.skuSingle')} ¥{s.price} <s>¥{s.listPrice}</s>
            </div>
          ))}
        </div>
      ),
    },
    { key: 'groupSize', title: t('activity.groupSize'), dataIndex: 'groupSize' },
    { key: 'hoursOpen', title: t('activity.hoursOpen'), dataIndex: 'hoursOpen' },
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
      render: (_: unknown, row: ActivityRow) =>
        `${row.skus.reduce((n, s) => n + s.stock, 0)} / ${row.skus.reduce((n, s) => n + s.sold, 0)}`,
    },
    { key: 'groups', title: t('activity.groups'), dataIndex: 'groups' },
    {
      key: 'enabled',
      title: t('activity.status'),
      render: (_: unknown, row: ActivityRow) => (
        <EnabledSwitch row={row} editable={canEdit} onChanged={crud.refresh} />
      ),
    },
  ];
  return (
    <div data-testid="group-buy-activities">
      <CrudList
        crud={crud}
        permissions={permissions}
        columns={columns}
        queryFields={<BlurryField placeholder={t('activity.blurry')} testId="group-buy-activity-blurry" />}
        formFields={<ActivityFormFields locked={locked} />}
        dialogWidth={760}
        exportable={false}
      />
    </div>
  );
}
