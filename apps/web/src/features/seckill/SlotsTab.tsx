import { slotLabel } from '@hh/shared/seckill-time';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { NumberField } from '../../components/form/NumberField.tsx';
import { guard } from '../../components/usePermission.ts';
import { type SlotRow, slotResource } from './api.ts';
import { type SeckillT, useSeckillT } from './i18n.ts';

const permissions = { add: guard('seckill:add'), edit: guard('seckill:edit'), del: guard('seckill:delete') };

const columns = (t: SeckillT): CrudColumn<SlotRow>[] => [
  {
    key: 'startHour',
    title: t('slot.window'),
    sorter: true,
    render: (_: unknown, row: SlotRow) => <span data-testid="slot-window">{slotLabel(row)}</span>,
  },
  { key: 'hours', title: t('slot.hours'), dataIndex: 'hours' },
  { key: 'activities', title: t('slot.activities'), dataIndex: 'activities' },
];

/** The shop's daily slots: start hour and hours, never past midnight nor overlapping (the server says which). */
export function SlotsTab() {
  const t = useSeckillT();
  const crud = useCrud({ ...slotResource, title: t('tabs.slots'), item: t('slot.item') });
  return (
    <div data-testid="seckill-slots">
      <CrudList
        crud={crud}
        permissions={permissions}
        columns={columns(t)}
        exportable={false}
        formFields={
          <>
            <NumberField
              name="startHour"
              label={t('slot.start')}
              extra={t('slot.startHelp')}
              min={0}
              max={23}
              rules={[{ required: true }]}
              testId="slot-start"
            />
            <NumberField
              name="hours"
              label={t('slot.hours')}
              extra={t('slot.hoursHelp')}
              min={1}
              max={24}
              rules={[{ required: true }]}
              testId="slot-hours"
            />
          </>
        }
      />
    </div>
  );
}
