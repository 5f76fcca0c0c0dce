import { formatThousands } from '@hh/shared';
import { Alert, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { quietly } from '../../../lib/quietly.ts';
import { type PlacedOrder, payWithWallet } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { useMemberBalance } from '../queries.ts';
import { walletAfter } from './walletAfter.ts';

export interface WalletPayDialogProps {
  /** The order to pay; the dialog is open while there is one. */
  order: PlacedOrder | null;
  onCancel(): void;
  onPaid(): void;
}

/**
 * Asks before money leaves a member's wallet: the amount, the balance the server has now and the
 * balance after; a short balance is refused here, before any request.
 */
export function WalletPayDialog({ order, onCancel, onPaid }: WalletPayDialogProps) {
  const t = useOrdersT();
  const balance = useMemberBalance(order?.memberId);
  const [paying, setPaying] = useState(false);
  const outcome = order && balance.data !== undefined ? walletAfter(balance.data, order.payAmount) : null;

  const pay = async () => {
    if (!order || !outcome || outcome.short) return;
    setPaying(true);
    try {
      await payWithWallet(order.memberId, order.id);
      onPaid();
    } finally {
      setPaying(false);
    }
  };

  return (
    <Modal
      open={order !== null}
      title={t('create.wallet.title')}
      okText={t('create.wallet.ok')}
      onOk={() => quietly(pay())}
      onCancel={onCancel}
      okButtonProps={{ disabled: !outcome || outcome.short, loading: paying, 'data-testid': 'wallet-ok' }}
      cancelButtonProps={{ 'data-testid': 'wallet-cancel' }}
      destroyOnHidden
      data-testid="wallet-confirm"
    >
      {order && (
        <Descriptions column={1} size="small" bordered title={t('create.wallet.order', { code: order.code })}>
          <Descriptions.Item label={t('create.wallet.amount')}>
            <span data-testid="wallet-amount">{formatThousands(order.payAmount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('create.wallet.balance')}>
            <span data-testid="wallet-balance">
              {balance.data === undefined ? '…' : formatThousands(balance.data)}
            </span>
          </Descriptions.Item>
          {outcome && !outcome.short && (
            <Descriptions.Item label={t('create.wallet.after')}>
              <span data-testid="wallet-after">{formatThousands(outcome.after)}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      {outcome?.short && (
        <Alert
          type="error"
          showIcon
          className="hh-order-rule"
          title={t('create.wallet.short', { money: formatThousands(outcome.missing) })}
          data-testid="wallet-short"
        />
      )}
    </Modal>
  );
}
