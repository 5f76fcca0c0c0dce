import { formatDate, MEMBER_COUPON_STATES } from '@hh/shared';
import { Form, InputNumber, Select, Tag } from 'antd';
import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { type MemberCouponRow, memberCouponResource } from './api.ts';
import { useCouponsT } from './i18n.ts';
import { termsText } from './terms.ts';

const STATE_COLORS = { unused: 'green', used: 'blue', expired: 'default' } as const;

/** Every member's coupons, by member, issue and state (expired: unused past its end). */
export function MemberCouponsTab() {
  const t = useCouponsT();
  const crud = useCrud({ ...memberCouponResource, title: t('tabs.memberCoupons') });
  return (
    <div data-testid="coupon-member-coupons">
      <CrudList
        crud={crud}
        permissions={{}}
        exportable={false}
        queryFields={
          <>
            <BlurryField placeholder={t('member.blurry')} testId="member-coupon-blurry" />
            <Form.Item name="issueId">
              <InputNumber min={1} placeholder={t('member.issue')} data-testid="member-coupon-issue" />
            </Form.Item>
            <Form.Item name="state">
              <Select
                allowClear
                placeholder={t('member.stateAll')}
                options={MEMBER_COUPON_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
                style={{ minWidth: 120 }}
                data-testid="member-coupon-state"
              />
            </Form.Item>
          </>
        }
        columns={[
          {
            key: 'member',
            title: t('member.member'),
            render: (_: unknown, row: MemberCouponRow) => `${row.memberName} ${row.memberPhone ?? ''}`,
          },
          {
            key: 'title',
            title: t('template.name'),
            render: (_: unknown, row: MemberCouponRow) => (
              <span>
                {row.title}
                <br />
                <small>{termsText(t, row)}</small>
              </span>
            ),
          },
          { key: 'issueId', title: t('member.issue'), dataIndex: 'issueId' },
          {
            key: 'state',
            title: t('member.state'),
            render: (_: unknown, row: MemberCouponRow) => (
              <Tag color={STATE_COLORS[row.state]} data-testid="member-coupon-state-tag">
                {t(`states.${row.state}`)}
              </Tag>
            ),
          },
          {
            key: 'source',
            title: t('member.source'),
            render: (_: unknown, row: MemberCouponRow) => t(`channels.${row.source}`),
          },
          {
            key: 'validTo',
            title: t('member.validTo'),
            dataIndex: 'validTo',
            sorter: true,
            render: (value: string) => formatDate(value),
          },
          {
            key: 'claimedAt',
            title: t('member.claimedAt'),
            dataIndex: 'claimedAt',
            sorter: true,
            render: (value: string) => formatDate(value),
          },
          {
            key: 'usedOrder',
            title: t('member.usedOrder'),
            render: (_: unknown, row: MemberCouponRow) =>
              row.usedOrderId === null ? null : (
                <span data-testid="member-coupon-order">
                  {t('member.orderId', { id: row.usedOrderId })}
                  <br />
                  <small>{row.usedAt ? formatDate(row.usedAt) : null}</small>
                </span>
              ),
          },
        ]}
      />
    </div>
  );
}
