import { formatThousands } from '@hh/shared';
import { Alert, Button, Card, Form, Result, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../components/usePermission.ts';
import { applyFieldErrors } from '../../http/fieldErrors.ts';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import {
  type CheckoutCouponsWire,
  computeCheckout,
  createOrder,
  type MemberBrief,
  type PlacedOrder,
  type PriceBreakdownWire,
} from './api.ts';
import { Breakdown } from './create/Breakdown.tsx';
import { CouponChoice } from './create/CouponChoice.tsx';
import { checkoutChoices, choiceField, type DeliveryValues, INITIAL_DELIVERY } from './create/choices.ts';
import { DeliveryFields } from './create/DeliveryFields.tsx';
import { LinesEditor } from './create/LinesEditor.tsx';
import { addLine, type DraftLine, removeLine, setQuantity } from './create/lines.ts';
import { MemberSearch } from './create/MemberSearch.tsx';
import { ProductSearch } from './create/ProductSearch.tsx';
import { WalletPayDialog } from './create/WalletPayDialog.tsx';
import { useOrdersT } from './i18n.ts';
import { ORDER_PERMISSIONS, orderDetailPath } from './permissions.ts';
import { useCheckoutConfirm } from './queries.ts';
import './orders.css';

interface Priced {
  key: string;
  price: PriceBreakdownWire;
  coupons: CheckoutCouponsWire;
}

/** The coupon staff chose: a member coupon's id, null for none, undefined for the checkout's best. */
type CouponPick = number | null | undefined;

/**
 * `order/create`: a staff member places an order for a member through the same checkout as shoppers,
 * the member's best coupon applied until staff choose another or none.
 */
export default function PlaceOrderPage() {
  const t = useOrdersT();
  const navigate = useNavigate();
  const [form] = Form.useForm<DeliveryValues>();
  const [member, setMember] = useState<MemberBrief | null>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [priced, setPriced] = useState<Priced | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState<'compute' | 'create' | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  const [coupon, setCoupon] = useState<CouponPick>(undefined);
  const confirmed = useCheckoutConfirm(member?.uid, lines);
  const mayPay = usePermission(ORDER_PERMISSIONS.walletPay);

  const stale = () => setPriced(null);
  const changeLines = (next: DraftLine[]) => {
    setLines(next);
    stale();
  };

  const run = async (step: 'compute' | 'create', action: () => Promise<void>) => {
    setBusy(step);
    setProblem('');
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const ready = (): string | null => {
    if (!member) return t('create.rules.member');
    if (lines.length === 0) return t('create.rules.lines');
    return null;
  };

  const compute = (pick: CouponPick = coupon) =>
    run('compute', async () => {
      const missing = ready();
      if (missing || !member) {
        setProblem(missing ?? '');
        return;
      }
      const values = await form.validateFields();
      const snapshot = confirmed.data ?? (await confirmed.refetch()).data;
      if (!snapshot) return;
      try {
        const computed = await computeCheckout(member.uid, snapshot.key, {
          ...checkoutChoices(values),
          ...(pick === undefined ? {} : { couponId: pick }),
        });
        setPriced({ key: snapshot.key, price: computed.price, coupons: computed.coupons });
      } catch (error) {
        applyFieldErrors(form, error, choiceField);
        throw error;
      }
    });

  const choose = (pick: number | null) => {
    setCoupon(pick);
    quietly(compute(pick));
  };

  const create = (memberId: number, { key, coupons }: Priced) =>
    run('create', async () => {
      const values = await form.validateFields();
      try {
        const order = await createOrder(memberId, key, {
          ...checkoutChoices(values),
          couponId: coupons.chosenId,
        });
        notifySuccess(t('create.created', { code: order.code }));
        setPlaced(order);
      } catch (error) {
        applyFieldErrors(form, error, choiceField);
        throw error;
      }
    });

  const paidNow = () => {
    notifySuccess(t('create.paid'));
    setPaying(false);
    setPaid(true);
  };

  const another = () => {
    setPlaced(null);
    setPaid(false);
    setLines([]);
    setPriced(null);
    setCoupon(undefined);
    form.resetFields();
  };

  if (placed) {
    return (
      <Card className="hh-order-create" data-testid="order-create">
        <Result
          status="success"
          title={t('create.createdTitle')}
          subTitle={
            <span data-testid="created-code">
              {placed.code} · {formatThousands(placed.payAmount)}
            </span>
          }
          extra={
            <Space wrap>
              {!paid && mayPay && (
                <Button type="primary" onClick={() => setPaying(true)} data-testid="create-pay-wallet">
                  {t('create.payWallet', { amount: formatThousands(placed.payAmount) })}
                </Button>
              )}
              <Button onClick={() => navigate(orderDetailPath(placed.id))} data-testid="create-open-order">
                {t('create.openOrder')}
              </Button>
              <Button onClick={another}>{t('create.another')}</Button>
            </Space>
          }
        />
        <WalletPayDialog order={paying ? placed : null} onCancel={() => setPaying(false)} onPaid={paidNow} />
      </Card>
    );
  }

  return (
    <div className="hh-order-create" data-testid="order-create">
      <Card size="small" title={t('create.member')}>
        <MemberSearch
          value={member}
          onChange={(next) => {
            setMember(next);
            setCoupon(undefined);
            stale();
          }}
        />
      </Card>
      <Card size="small" title={t('create.goods')}>
        <ProductSearch onAdd={(line) => changeLines(addLine(lines, line))} />
        <LinesEditor
          lines={lines}
          onQuantity={(skuId, quantity) => changeLines(setQuantity(lines, skuId, quantity))}
          onRemove={(skuId) => changeLines(removeLine(lines, skuId))}
        />
      </Card>
      <Card size="small" title={t('create.delivery')}>
        <Form
          form={form}
          name="order-create"
          layout="vertical"
          initialValues={INITIAL_DELIVERY}
          onValuesChange={stale}
        >
          <DeliveryFields
            pickupStores={confirmed.data?.pickupStores ?? []}
            memberId={member?.uid}
            onAddressPicked={stale}
          />
        </Form>
      </Card>
      <Card size="small" title={t('create.computed')}>
        {problem && (
          <Alert
            type="warning"
            showIcon
            title={problem}
            className="hh-order-rule"
            data-testid="create-problem"
          />
        )}
        {priced ? (
          <>
            <CouponChoice coupons={priced.coupons} onChoose={choose} disabled={busy !== null} />
            <Breakdown price={priced.price} />
          </>
        ) : (
          <Alert type="info" title={t('create.stale')} className="hh-order-rule" />
        )}
        <Space wrap className="hh-order-create-actions">
          <Button
            loading={busy === 'compute'}
            onClick={() => quietly(compute())}
            data-testid="create-compute"
          >
            {t('create.compute')}
          </Button>
          <Button
            type="primary"
            disabled={!priced}
            loading={busy === 'create'}
            onClick={() => priced && member && quietly(create(member.uid, priced))}
            data-testid="create-submit"
          >
            {t('create.submit')}
          </Button>
        </Space>
      </Card>
    </div>
  );
}
