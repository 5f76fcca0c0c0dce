import type { RefundTarget } from '@hh/shared';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { ActionDialog } from '../../../components/form/ActionDialog.tsx';
import { AmountField } from '../../../components/form/AmountField.tsx';
import { DialogNote } from '../../../components/form/DialogNote.tsx';
import { notifySuccess } from '../../../http/notify.ts';
import { type AfterSaleDetail, type AfterSaleRef, approveAfterSale } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';
import { useAfterSale } from '../queries.ts';
import { amountProblem } from './amountRule.ts';
import { RefundToField } from './RefundToField.tsx';
import { SaleHead } from './SaleHead.tsx';

/** The order's goods left the shop (shipped, or collected at a store) after the request was made. */
function goodsLeftSince(order: AfterSaleDetail['order'] | undefined, askedAt: string): boolean {
  const left = order?.shippedAt ?? order?.receivedAt;
  return left !== null && left !== undefined && new Date(left) > new Date(askedAt);
}

interface ApproveValues {
  amount: string;
  refundTo: RefundTarget;
  name: string;
  phone: string;
  address: string;
}

export interface ApproveDialogProps {
  sale: AfterSaleRef | null;
  onClose(): void;
  onDone(): void;
}

/**
 * Approves a request for at most the amount asked. Refund only: the money goes back at once, the way
 * chosen. A return: the shopper is told where to send the goods (the shop's return address by default).
 */
export function ApproveDialog({ sale, onClose, onDone }: ApproveDialogProps) {
  const t = useAfterSalesT();
  const [form] = Form.useForm<ApproveValues>();
  const isReturn = sale?.type === 'returnRefund';
  // A list row carries neither the default address nor the order: the detail does.
  const needsDetail =
    sale !== null && (sale.order === undefined || (isReturn && sale.defaultReturnAddress === undefined));
  const detail = useAfterSale(needsDetail ? sale.id : undefined);
  const address = sale?.defaultReturnAddress ?? detail.data?.defaultReturnAddress ?? null;
  const leftSince = sale !== null && goodsLeftSince(sale.order ?? detail.data?.order, sale.createdAt);
  const initial = useMemo<ApproveValues>(
    () => ({
      amount: sale?.amountRequested ?? '',
      refundTo: 'original',
      name: address?.name ?? '',
      phone: address?.phone ?? '',
      address: address?.address ?? '',
    }),
    [sale, address],
  );

  const submit = async (values: ApproveValues) => {
    if (!sale) return;
    const amount = values.amount.trim();
    await approveAfterSale(
      sale.id,
      isReturn
        ? {
            amount,
            returnAddress: {
              name: values.name.trim(),
              phone: values.phone.trim(),
              address: values.address.trim(),
            },
          }
        : { amount, refundTo: values.refundTo },
    );
    notifySuccess(t('approve.done'));
    onDone();
  };

  const max = sale?.amountRequested ?? '0';
  return (
    <ActionDialog
      open={sale !== null}
      title={t('approve.title')}
      name="after-sale-approve"
      form={form}
      initialValues={initial}
      onClose={onClose}
      onSubmit={submit}
      head={
        sale && (
          <>
            <SaleHead sale={sale} />
            <DialogNote type="info" title={isReturn ? t('approve.returnHint') : t('approve.refundNow')} />
            {leftSince && (
              <DialogNote type="warning" title={t('approve.leftSince')} testId="approve-left-since" />
            )}
          </>
        )
      }
    >
      <AmountField
        name="amount"
        label={t('approve.amount')}
        extra={t('approve.amountHint', { max })}
        problem={(value) => {
          const problem = amountProblem(value, max);
          if (problem === 'max') return t('approve.amountMax', { max });
          return problem ? t('approve.amountHint', { max }) : undefined;
        }}
        testId="approve-amount"
      />
      {isReturn ? (
        <>
          <Form.Item name="name" label={t('approve.receiver')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={40} data-testid="approve-name" />
          </Form.Item>
          <Form.Item name="phone" label={t('approve.phone')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={20} data-testid="approve-phone" />
          </Form.Item>
          <Form.Item
            name="address"
            label={t('approve.address')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input.TextArea rows={2} maxLength={200} data-testid="approve-address" />
          </Form.Item>
        </>
      ) : (
        <RefundToField label={t('approve.refundTo')} />
      )}
    </ActionDialog>
  );
}
