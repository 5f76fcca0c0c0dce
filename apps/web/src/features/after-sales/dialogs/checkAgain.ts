import { notifySuccess } from '../../../http/notify.ts';
import { type AfterSaleRef, checkRefund } from '../api.ts';
import type { AfterSalesT } from '../i18n.ts';

/** Asks the provider again where a pending refund stands (its job runs now); the detail refetches. */
export function checkAgain(sale: AfterSaleRef, t: AfterSalesT, onDone: () => void): void {
  checkRefund(sale.id).then(
    () => {
      notifySuccess(t('check.done'));
      onDone();
    },
    () => undefined,
  );
}
