import { formatThousands } from '@hh/shared';
import { notifySuccess } from '../../../http/notify.ts';
import { i18n } from '../../../i18n/index.ts';
import { withFeedback } from '../../../lib/feedback.ts';
import { type AfterSaleRef, retryRefund } from '../api.ts';
import type { AfterSalesT } from '../i18n.ts';

/** Asks before sending a failed provider refund again, then sends it. */
export function confirmRetry(sale: AfterSaleRef, t: AfterSalesT, onDone: () => void): void {
  withFeedback((feedback) =>
    feedback.modal.confirm({
      title: t('retry.title'),
      content: t('retry.text', { amount: formatThousands(sale.amountApproved ?? sale.amountRequested) }),
      okText: i18n.t('common.confirm'),
      cancelText: i18n.t('common.cancel'),
      okButtonProps: { 'data-testid': 'retry-ok' },
      onOk: () =>
        retryRefund(sale.id).then(
          () => {
            notifySuccess(t('retry.done'));
            onDone();
          },
          () => undefined,
        ),
    }),
  );
}
