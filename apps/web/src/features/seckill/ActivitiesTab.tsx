import { slotLabel } from '@hh/shared/seckill-time';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Image, Progress, Switch, Tag } from 'antd';
import { useState } from 'react';
import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { type CrudColumn, CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { guard, usePermission } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { ActivityFormFields } from './ActivityFormFields.tsx';
import { type ActivityRow, activityResource, fetchSlots, setActivityEnabled } from './api.ts';
import { type SeckillT, useSeckillT } from './i18n.ts';
import { SalesDialog } from './SalesDialog.tsx';

const permissions = { add: guard('seckill:add'), edit: guard('seckill:edit'), del: guard('seckill:delete') };

const soldOf = (row: ActivityRow) => row.skus.reduce((n, s) => n + s.sold, 0);
const totalOf = (row: ActivityRow) => row.skus.reduce((n, s) => n + s.total, 0);

function columns(
  t: SeckillT,
  slotLabels: (ids: number[]) => string[],
  canEdit: boolean,
  onChanged: () => Promise<void>,
): CrudColumn<ActivityRow>[] {
  return [
    { key: 'id', title: 'ID', dataIndex: 'id', sorter: true, width: 72 },
    {
      key: 'name',
      title: t('activity.name'),
      render: (_: unknown, row: ActivityRow) => (
        <span data-testid="activity-title">
          {row.productImage && <Image src={row.productImage} width={32} height={32} preview={false} />}{' '}
          {row.name}
          <br />
          <small>{row.productName}</small>
        </span>
      ),
    },
    {
      key: 'startDate',
      title: t('activity.dates'),
      sorter: true,
      render: (_: unknown, row: ActivityRow) => `${row.startDate} ~ ${row.endDate}`,
    },
    {
      key: 'slots',
      title: t('activity.slots'),
      width: 240,
      render: (_: unknown, row: ActivityRow) => (
        <Flex wrap gap={4}>
          {slotLabels(row.slotIds).map((label) => (
            <Tag key={label}>{label}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'sold',
      title: t('activity.soldOfTotal'),
      render: (_: unknown, row: ActivityRow) => (
        <span data-testid="activity-sold">
          <Progress
            size="small"
            percent={totalOf(row) ? Math.round((soldOf(row) / totalOf(row)) * 100) : 0}
            format={() => `${soldOf(row)} / ${totalOf(row)}`}
          />
        </span>
      ),
    },
    {
      key: 'enabled',
      title: t('activity.status'),
      render: (_: unknown, row: ActivityRow) => (
        <Switch
          checked={row.enabled}
          disabled={!canEdit}
          checkedChildren={t('enabled.on')}
          unCheckedChildren={t('enabled.off')}
          onChange={(next) =>
            quietly(
              (async () => {
                await setActivityEnabled(row.id, next);
                notifySuccess(t('enabled.changed'));
                await onChanged();
              })(),
            )
          }
          data-testid="activity-enabled"
        />
      ),
    },
  ];
}

/** Seckill activities: product, dates, slots, SKUs with their sold / stock, and each one's live sales. */
export function ActivitiesTab() {
  const t = useSeckillT();
  const crud = useCrud({ ...activityResource, title: t('tabs.activities'), item: t('activity.item') });
  const canEdit = usePermission(permissions.edit);
  const slots = useQuery({ queryKey: ['seckill', 'slot-choices'], queryFn: fetchSlots });
  const [watching, setWatching] = useState<ActivityRow | null>(null);
  const slotLabels = (ids: number[]) =>
    (slots.data?.content ?? []).filter((s) => ids.includes(s.id)).map(slotLabel);
  const editing =
    crud.dialog.mode === 'edit' ? crud.rows.find((row) => row.id === crud.dialog.id) : undefined;
  return (
    <div data-testid="seckill-activities">
      <CrudList
        crud={crud}
        permissions={permissions}
        columns={columns(t, slotLabels, canEdit, crud.refresh)}
        exportable={false}
        dialogWidth={960}
        queryFields={<BlurryField placeholder={t('activity.blurry')} testId="activity-blurry" />}
        formFields={
          <ActivityFormFields
            sold={editing ? soldOf(editing) > 0 : false}
            productName={editing?.productName}
          />
        }
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setWatching(row)} data-testid="activity-sales">
            {t('activity.sales')}
          </Button>
        )}
      />
      <SalesDialog activity={watching} onClose={() => setWatching(null)} />
    </div>
  );
}
