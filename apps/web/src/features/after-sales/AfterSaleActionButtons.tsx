import type { Grant } from '@hh/shared';
import { StateActionButtons } from '../../components/StateActionButtons.tsx';
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
  variant?: 'link' | 'default';
}

/** The actions an after-sale allows in its state and the person's permissions; all but reject and check are main ones. */
export function AfterSaleActionButtons({ sale, onAction, withDetail, variant }: AfterSaleActionButtonsProps) {
  const t = useAfterSalesT();
  const detail = {
    path: afterSaleDetailPath(sale.id),
    grant: AFTER_SALE_PERMISSIONS.detail,
    label: t('actions.detail'),
  };
  return (
    <StateActionButtons
      name="after-sale"
      actions={actionsFor(sale)}
      guards={GUARDS}
      label={(action) => t(`actions.${action}`)}
      onAction={(action) => onAction(action, sale)}
      primary={(action) => action !== 'reject' && action !== 'check'}
      danger={(action) => action === 'reject'}
      detail={withDetail ? detail : undefined}
      variant={variant}
    />
  );
}
