import type { Grant } from '@hh/shared';
import { hasPermission } from '@hh/shared';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../components/usePermission.ts';
import { useSession } from '../../state/session.ts';
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
  /** Buttons as links (table rows) or as buttons (the detail's bar). */
  variant?: 'link' | 'default';
}

/** The actions an order allows in its state and the person's permissions. */
export function OrderActionButtons({
  order,
  onAction,
  withDetail,
  variant = 'link',
}: OrderActionButtonsProps) {
  const t = useOrdersT();
  const navigate = useNavigate();
  const roles = useSession((state) => state.roles);
  const mayDetail = usePermission(ORDER_PERMISSIONS.detail);
  const actions = actionsFor(order).filter((action) => hasPermission(roles, GUARDS[action]));
  const type = variant === 'link' ? 'link' : 'default';
  return (
    <Space size={variant === 'link' ? 0 : 8} wrap className="hh-order-actions">
      {withDetail && mayDetail && (
        <Button
          type={type}
          size="small"
          onClick={() => navigate(orderDetailPath(order.id))}
          data-testid="order-detail-open"
        >
          {t('actions.detail')}
        </Button>
      )}
      {actions.map((action) => (
        <Button
          key={action}
          type={variant === 'default' && action === 'ship' ? 'primary' : type}
          danger={action === 'cancel'}
          size="small"
          onClick={() => onAction(action, order)}
          data-testid={`order-${action}`}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
