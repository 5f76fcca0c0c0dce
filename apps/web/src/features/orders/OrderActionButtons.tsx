import type { Grant } from '@hh/shared';
import { StateActionButtons } from '../../components/StateActionButtons.tsx';
import type { OrderRef } from './api.ts';
import { useOrdersT } from './i18n.ts';
import { ORDER_PERMISSIONS, orderDetailPath } from './permissions.ts';
import { actionsFor, type OrderAction } from './status.ts';

const GUARDS: Record<OrderAction, Grant[]> = {
  ship: ORDER_PERMISSIONS.ship,
  price: ORDER_PERMISSIONS.price,
  remark: ORDER_PERMISSIONS.remark,
  cancel: ORDER_PERMISSIONS.cancel,
  tracking: ORDER_PERMISSIONS.tracking,
};

export interface OrderActionButtonsProps {
  order: OrderRef;
  onAction(action: OrderAction, order: OrderRef): void;
  /** The row's link to the detail tab (not on the detail itself). */
  withDetail?: boolean;
  variant?: 'link' | 'default';
}

/** The actions an order allows in its state and the person's permissions; shipping is the main one. */
export function OrderActionButtons({ order, onAction, withDetail, variant }: OrderActionButtonsProps) {
  const t = useOrdersT();
  const detail = {
    path: orderDetailPath(order.id),
    grant: ORDER_PERMISSIONS.detail,
    label: t('actions.detail'),
  };
  return (
    <StateActionButtons
      name="order"
      actions={actionsFor(order)}
      guards={GUARDS}
      label={(action) => t(`actions.${action}`)}
      onAction={(action) => onAction(action, order)}
      primary={(action) => action === 'ship'}
      danger={(action) => action === 'cancel'}
      detail={withDetail ? detail : undefined}
      variant={variant}
    />
  );
}
