import { formatDate, formatMoney } from '@hh/shared';
import { Form, Select } from 'antd';
import type { CheckoutCouponsWire } from '../api.ts';
import { type OrdersT, useOrdersT } from '../i18n.ts';

type Option = CheckoutCouponsWire['options'][number];

/** The value of "use no coupon" in the select (a coupon's value is its id). */
const NONE = 'none';

/** Why a coupon cannot be used on this order. */
function whyNot(t: OrdersT, o: Option): string {
  switch (o.unusable) {
    case 'notYetValid':
      return t('create.coupon.why.notYetValid', { from: formatDate(o.validFrom, 'YYYY-MM-DD') });
    case 'outOfScope':
      return t('create.coupon.why.outOfScope');
    case 'activityGoods':
      return t('create.coupon.why.activityGoods');
    case 'threshold':
      return t('create.coupon.why.threshold', { amount: formatMoney(o.missing ?? '0') });
    default:
      return t('create.coupon.why.zero');
  }
}

interface CouponChoiceProps {
  coupons: CheckoutCouponsWire;
  /** A member coupon's id, or null: use none. */
  onChoose(id: number | null): void;
  disabled?: boolean;
}

/**
 * The member's coupons on the order being placed, as the checkout answered them: the usable ones with
 * what each takes off (the applied one chosen), the others with why not, and "use no coupon".
 */
export function CouponChoice({ coupons, onChoose, disabled }: CouponChoiceProps) {
  const t = useOrdersT();
  const usable = coupons.options.filter((o) => o.unusable === null);
  const others = coupons.options.filter((o) => o.unusable !== null);
  const label = (o: Option) => (
    <span data-testid={`create-coupon-option-${o.id}`}>
      {o.title}
      {' · '}
      {o.unusable === null ? t('create.coupon.saves', { amount: formatMoney(o.discount) }) : whyNot(t, o)}
    </span>
  );
  return (
    <Form.Item
      label={t('create.coupon.label')}
      extra={coupons.options.length === 0 ? t('create.coupon.noneHeld') : undefined}
      className="hh-order-coupon"
    >
      <Select<number | typeof NONE>
        value={coupons.chosenId ?? NONE}
        disabled={disabled || coupons.options.length === 0}
        placeholder={t('create.coupon.placeholder')}
        onChange={(value) => onChoose(value === NONE ? null : value)}
        options={[
          {
            label: t('create.coupon.usable', { count: usable.length }),
            options: usable.map((o) => ({ value: o.id, label: label(o) })),
          },
          ...(others.length
            ? [
                {
                  label: t('create.coupon.unusable', { count: others.length }),
                  options: others.map((o) => ({ value: o.id, label: label(o), disabled: true })),
                },
              ]
            : []),
          { value: NONE, label: t('create.coupon.none') },
        ]}
        popupMatchSelectWidth={false}
        data-testid="create-coupon"
      />
    </Form.Item>
  );
}
