import { formatDate, GROUP_STATES } from '@hh/shared';
import { Button, Form, InputNumber, Progress, Select, Tag } from 'antd';
import { useState } from 'react';
import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { type GroupRow, groupResource } from './api.ts';
import { useGroupBuyT } from './i18n.ts';
import { SeatsDrawer } from './SeatsDrawer.tsx';

const STATE_COLORS = {
  pending: 'default',
  open: 'processing',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'default',
} as const;

/** The groups: leader, seats paid / taken / size, state and times; a drawer lists the members. */
export function GroupsTab() {
  const t = useGroupBuyT();
  const crud = useCrud({ ...groupResource, title: t('tabs.groups') });
  const [open, setOpen] = useState<GroupRow | null>(null);
  return (
    <div data-testid="group-buy-groups">
      <CrudList
        crud={crud}
        permissions={{}}
        exportable={false}
        queryFields={
          <>
            <BlurryField placeholder={t('group.blurry')} testId="group-buy-group-blurry" />
            <Form.Item name="activityId">
              <InputNumber
                min={1}
                placeholder={t('group.activityId')}
                data-testid="group-buy-group-activity"
              />
            </Form.Item>
            <Form.Item name="state">
              <Select
                allowClear
                placeholder={t('group.stateAll')}
                options={GROUP_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
                style={{ minWidth: 140 }}
                data-testid="group-buy-group-state"
              />
            </Form.Item>
          </>
        }
        columns={[
          { key: 'id', title: '#', dataIndex: 'id', sorter: true },
          { key: 'activity', title: t('group.activity'), dataIndex: 'activityTitle' },
          {
            key: 'leader',
            title: t('group.leader'),
            render: (_: unknown, row: GroupRow) => (
              <span data-testid="group-buy-group-leader">{row.leaderName}</span>
            ),
          },
          {
            key: 'seats',
            title: t('group.seats'),
            render: (_: unknown, row: GroupRow) => (
              <div style={{ minWidth: 140 }} data-testid="group-buy-group-seats">
                {row.seatsPaid} / {row.seatsTaken} / {row.size}
                <Progress
                  percent={Math.round((row.seatsPaid / row.size) * 100)}
                  size="small"
                  showInfo={false}
                />
              </div>
            ),
          },
          {
            key: 'state',
            title: t('group.state'),
            render: (_: unknown, row: GroupRow) => (
              <span data-testid="group-buy-group-state-tag">
                <Tag color={STATE_COLORS[row.state]}>{t(`states.${row.state}`)}</Tag>
                {row.virtual && <Tag color="purple">{t('group.virtual')}</Tag>}
              </span>
            ),
          },
          {
            key: 'expiresAt',
            title: t('group.expiresAt'),
            dataIndex: 'expiresAt',
            sorter: true,
            render: (value: string | null) => (value ? formatDate(value) : '—'),
          },
          {
            key: 'createTime',
            title: t('group.createdAt'),
            dataIndex: 'createdAt',
            sorter: true,
            render: (value: string) => formatDate(value),
          },
          {
            key: 'members',
            title: t('group.members'),
            render: (_: unknown, row: GroupRow) => (
              <Button
                size="small"
                type="link"
                onClick={() => setOpen(row)}
                data-testid="group-buy-group-members"
              >
                {t('group.members')}
              </Button>
            ),
          },
        ]}
      />
      <SeatsDrawer group={open} onClose={() => setOpen(null)} />
    </div>
  );
}
