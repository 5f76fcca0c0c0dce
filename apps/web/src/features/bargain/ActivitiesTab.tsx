import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { type CrudColumn, CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { activityTitleColumn, activityWindowColumn } from '../../components/marketing/activityColumns.tsx';
import { enabledColumn } from '../../components/marketing/EnabledSwitch.tsx';
import { guard, usePermission } from '../../components/usePermission.ts';
import { ActivityFormFields } from './ActivityFormFields.tsx';
import { type ActivityRow, activityResource, setActivityEnabled } from './api.ts';
import { useBargainT } from './i18n.ts';

const permissions = {
  add: guard('bargain:add'),
  edit: guard('bargain:edit'),
  delete: guard('bargain:delete'),
};

/** Bargain activities: goods, prices, helpers, limits and dates; the goods and prices lock once started. */
export function ActivitiesTab() {
  const t = useBargainT();
  const crud = useCrud({ ...activityResource, title: t('tabs.activities'), item: t('activity.item') });
  const canEdit = usePermission(permissions.edit);
  const editing = crud.dialog.mode === 'edit';
  const locked = editing && (crud.rows.find((row) => row.id === crud.dialog.id)?.started ?? 0) > 0;
  const columns: CrudColumn<ActivityRow>[] = [
    activityTitleColumn(t('activity.name'), 'bargain-activity-title'),
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
    activityWindowColumn(t('activity.window')),
    {
      key: 'stock',
      title: `${t('activity.stock')} / ${t('activity.sold')}`,
      render: (_: unknown, row: ActivityRow) => `${row.stock} / ${row.sold}`,
    },
    { key: 'started', title: t('activity.started'), dataIndex: 'started' },
    enabledColumn({
      title: t('activity.status'),
      canEdit,
      change: setActivityEnabled,
      onChanged: crud.refresh,
      testId: 'bargain-enabled',
    }),
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
