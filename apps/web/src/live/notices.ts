import type { LiveT } from './i18n.ts';
import type { LiveEvent } from './types.ts';

export interface Notice {
  kind: 'success' | 'info' | 'warning';
  title: string;
  description: string;
}

const signed = (change: string): string => (change.startsWith('-') ? change : `+${change}`);

/** The notification an event shows, in the current language. */
export function noticeFor(event: LiveEvent, t: LiveT): Notice {
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
        description: t('orderPaid.text', { code: event.data.code, amount: event.data.payAmount }),
      };
  }
}
