import { notifySuccess } from '../../../http/notify.ts';
import { i18n } from '../../../i18n/index.ts';
import { withFeedback } from '../../../lib/feedback.ts';
import { cancelOrder, type OrderRef } from '../api.ts';
import type { OrdersT } from '../i18n.ts';

/** Asks before cancelling an unpaid order (its stock goes back), then cancels it. */
export function confirmCancel(order: OrderRef, t: OrdersT, onDone: () => void): void {
  withFeedback((feedback) =>
    feedback.modal.confirm({
      title: t('cancel.title'),
      content: t('cancel.text', { code: order.code }),
      okText: i18n.t('common.confirm'),
      cancelText: i18n.t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'cancel-ok' },
      onOk: () =>
        cancelOrder(order.id).then(
          () => {
            notifySuccess(t('cancel.done'));
            onDone();
          },
          () => undefined,
        ),
    }),
  );
}
