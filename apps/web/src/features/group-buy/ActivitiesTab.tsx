import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { type CrudColumn, CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { activityTitleColumn, activityWindowColumn } from '../../components/marketing/activityColumns.tsx';
import { enabledColumn } from '../../components/marketing/EnabledSwitch.tsx';
import { guard, usePermission } from '../../components/usePermission.ts';
import { ActivityFormFields } from './ActivityFormFields.tsx';
import { type ActivityRow, activityResource, setActivityEnabled } from './api.ts';
import { useGroupBuyT } from './i18n.ts';

const permissions = {
  add: guard('groupbuy:add'),
  edit: guard('groupbuy:edit'),
  delete: guard('groupbuy:delete'),
};

/** Group-buy activities: product and SKUs at group prices, group size, hours open, limits and dates. */
export function ActivitiesTab() {
  const t = useGroupBuyT();
  const crud = useCrud({ ...activityResource, title: t('tabs.activities'), item: t('activity.item') });
  const canEdit = usePermission(permissions.edit);
  const editing = crud.dialog.mode === 'edit';
  const locked = editing && (crud.rows.find((row) => row.id === crud.dialog.id)?.groups ?? 0) > 0;
  const columns: CrudColumn<ActivityRow>[] = [
    activityTitleColumn(t('activity.name'), 'group-buy-activity-title'),
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
    activityWindowColumn(t('activity.window')),
    {
      key: 'stock',
      title: `${t('activity.stock')} / ${t('activity.sold')}`,
      render: (_: unknown, row: ActivityRow) =>
        `${row.skus.reduce((n, s) => n + s.stock, 0)} / ${row.skus.reduce((n, s) => n + s.sold, 0)}`,
    },
    { key: 'groups', title: t('activity.groups'), dataIndex: 'groups' },
    enabledColumn({
      title: t('activity.status'),
      canEdit,
      change: setActivityEnabled,
      onChanged: crud.refresh,
      testId: 'group-buy-enabled',
    }),
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
