import { BARGAIN_STATES, formatDate } from '@hh/shared';
import { Button, Form, InputNumber, Progress, Select, Tag } from 'antd';
import { useState } from 'react';
import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { type BargainRow, bargainResource } from './api.ts';
import { CutsDrawer } from './CutsDrawer.tsx';
import { useBargainT } from './i18n.ts';

const STATE_COLORS = {
  progress: 'processing',
  succeeded: 'green',
  failed: 'default',
  bought: 'blue',
} as const;

/** The members' bargains: price now against the floor, helpers x/N, state and times; a drawer lists the cuts. */
export function ParticipantsTab() {
  const t = useBargainT();
  const crud = useCrud({ ...bargainResource, title: t('tabs.participants') });
  const [open, setOpen] = useState<BargainRow | null>(null);
  return (
    <div data-testid="bargain-participants">
      <CrudList
        crud={crud}
        permissions={{}}
        exportable={false}
        queryFields={
          <>
            <BlurryField placeholder={t('participant.blurry')} testId="bargain-participant-blurry" />
            <Form.Item name="activityId">
              <InputNumber
                min={1}
                placeholder={t('participant.activityId')}
                data-testid="bargain-participant-activity"
              />
            </Form.Item>
            <Form.Item name="state">
              <Select
                allowClear
                placeholder={t('participant.stateAll')}
                options={BARGAIN_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
                style={{ minWidth: 120 }}
                data-testid="bargain-participant-state"
              />
            </Form.Item>
          </>
        }
        columns={[
          {
            key: 'member',
            title: t('participant.member'),
            render: (_: unknown, row: BargainRow) => (
              <span data-testid="bargain-participant-member">
                {row.memberName} {row.memberPhone ?? ''}
              </span>
            ),
          },
          { key: 'activity', title: t('participant.activity'), dataIndex: 'activityTitle' },
          {
            key: 'price',
            title: t('participant.price'),
            render: (_: unknown, row: BargainRow) => (
              <span data-testid="bargain-participant-price">
                ¥{row.price} / ¥{row.floorPrice}
              </span>
            ),
          },
          {
            key: 'helpers',
            title: t('participant.helpers'),
            render: (_: unknown, row: BargainRow) => (
              <div style={{ minWidth: 120 }} data-testid="bargain-participant-helpers">
                {row.helpers}/{row.helpersNeeded}
                <Progress
                  percent={Math.round((row.helpers / row.helpersNeeded) * 100)}
                  size="small"
                  showInfo={false}
                />
              </div>
            ),
          },
          {
            key: 'state',
            title: t('participant.state'),
            render: (_: unknown, row: BargainRow) => (
              <Tag color={STATE_COLORS[row.state]} data-testid="bargain-participant-state-tag">
                {t(`states.${row.state}`)}
              </Tag>
            ),
          },
          {
            key: 'expiresAt',
            title: t('participant.expiresAt'),
            dataIndex: 'expiresAt',
            sorter: true,
            render: (_: unknown, row: BargainRow) =>
              row.state === 'succeeded' && row.buyBy
                ? `${t('participant.buyBy')} ${formatDate(row.buyBy)}`
                : formatDate(row.expiresAt),
          },
          {
            key: 'createTime',
            title: t('participant.createdAt'),
            dataIndex: 'createdAt',
            sorter: true,
            render: (value: string) => formatDate(value),
          },
          {
            key: 'cuts',
            title: t('participant.cuts'),
            render: (_: unknown, row: BargainRow) => (
              <Button
                size="small"
                type="link"
                onClick={() => setOpen(row)}
                data-testid="bargain-participant-cuts"
              >
                {t('participant.cuts')}
              </Button>
            ),
          },
        ]}
      />
      <CutsDrawer bargain={open} onClose={() => setOpen(null)} />
    </div>
  );
}
