import { type Grant, hasPermission } from '@hh/shared';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../components/usePermission.ts';
import { useSession } from '../../state/session.ts';
import type { AfterSaleRef } from './api.ts';
import { useAfterSalesT } from './i18n.ts';
import { AFTER_SALE_PERMISSIONS, afterSaleDetailPath } from './permissions.ts';
import { type AfterSaleAction, actionsFor } from './status.ts';

const GUARDS: Record<AfterSaleAction, Grant[]> = {
  approve: AFTER_SALE_PERMISSIONS.approve,
  reject: AFTER_SALE_PERMISSIONS.reject,
  receive: AFTER_SALE_PERMISSIONS.receive,
  refund: AFTER_SALE_PERMISSIONS.refund,
  retry: AFTER_SALE_PERMISSIONS.refund,
  check: AFTER_SALE_PERMISSIONS.refund,
};

export interface AfterSaleActionButtonsProps {
  sale: AfterSaleRef;
  onAction(action: AfterSaleAction, sale: AfterSaleRef): void;
  /** The row's link to the detail tab (not on the detail itself). */
  withDetail?: boolean;
  /** Buttons as links (table rows) or as buttons (the detail's bar). */
  variant?: 'link' | 'default';
}

/** The actions an after-sale allows in its state and the person's permissions. */
export function AfterSaleActionButtons({
  sale,
  onAction,
  withDetail,
  variant = 'link',
}: AfterSaleActionButtonsProps) {
  const t = useAfterSalesT();
  const navigate = useNavigate();
  const roles = useSession((state) => state.roles);
  const mayDetail = usePermission(AFTER_SALE_PERMISSIONS.detail);
  const actions = actionsFor(sale).filter((action) => hasPermission(roles, GUARDS[action]));
  const type = variant === 'link' ? 'link' : 'default';
  return (
    <Space size={variant === 'link' ? 0 : 8} wrap className="hh-after-sale-actions">
      {withDetail && mayDetail && (
        <Button
          type={type}
          size="small"
          onClick={() => navigate(afterSaleDetailPath(sale.id))}
          data-testid="after-sale-detail-open"
        >
          {t('actions.detail')}
        </Button>
      )}
      {actions.map((action) => (
        <Button
          key={action}
          type={variant === 'default' && action !== 'reject' && action !== 'check' ? 'primary' : type}
          danger={action === 'reject'}
          size="small"
          onClick={() => onAction(action, sale)}
          data-testid={`after-sale-${action}`}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
