import { formatThousands } from '@hh/shared';
import type { LiveT } from './i18n.ts';
import type { LiveEventOf } from './types.ts';

export interface Notice {
  kind: 'success' | 'info' | 'warning';
  title: string;
  description: string;
  /** A screen the notice opens, with its button's label. */
  link?: { path: string; label: string };
}

/** The order desk's detail tab of an order (the menu table's `/order/detail/:id`). */
const orderPath = (orderId: number): string => `/order/detail/${orderId}`;

/** The after-sales desk's detail tab of an after-sale (the menu table's `/order/after-sales/:id`). */
const afterSalePath = (id: number): string => `/order/after-sales/${id}`;

const signed = (change: string): string => (change.startsWith('-') ? change : `+${change}`);

/** The events that show a notification (an order's status change only refreshes the desk, quietly). */
export const NOTICE_TYPES = [
  'company.paid',
  'company.approved',
  'company.rejected',
  'member.balance',
  'order.paid',
  'afterSale.submitted',
] as const;

type NoticeEvent = LiveEventOf<(typeof NOTICE_TYPES)[number]>;

/** The notification an event shows, in the current language. */
export function noticeFor(event: NoticeEvent, t: LiveT): Notice {
  switch (event.type) {
    case 'company.paid':
      return {
        kind: 'success',
        title: t('paid.title'),
        description: t(event.data.companyStatus === 'pending_approval' ? 'paid.waiting' : 'paid.renewed'),
      };
    case 'company.approved':
      return {
        kind: 'success',
        title: t('approved.title'),
        description: t('approved.text', { companyName: event.data.companyName }),
      };
    case 'company.rejected':
      return {
        kind: 'warning',
        title: t('rejected.title'),
        description: t('rejected.text', { companyName: event.data.companyName, reason: event.data.reason }),
      };
    case 'member.balance':
      return {
        kind: 'info',
        title: t('balance.title'),
        description: t('balance.text', {
          by: event.data.by,
          uid: event.data.uid,
          change: signed(event.data.change),
        }),
      };
    case 'order.paid':
      return {
        kind: 'success',
        title: t('orderPaid.title'),
        description: t('orderPaid.text', {
          code: event.data.code,
          amount: formatThousands(event.data.payAmount),
        }),
        link: { path: orderPath(event.data.orderId), label: t('orderPaid.open') },
      };
    case 'afterSale.submitted':
      return {
        kind: 'warning',
        title: t('afterSale.title'),
        description: t('afterSale.text', {
          orderCode: event.data.orderCode,
          type: t(`afterSale.type.${event.data.type}`),
          amount: formatThousands(event.data.amount),
        }),
        link: { path: afterSalePath(event.data.afterSaleId), label: t('afterSale.open') },
      };
  }
}
