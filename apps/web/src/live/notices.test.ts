import { describe, expect, it } from 'vitest';
import { en } from './locales.ts';
import { type NOTICE_TYPES, noticeFor } from './notices.ts';
import type { LiveEventOf } from './types.ts';

type Tree = { readonly [key: string]: string | Tree };

/** A `t` over the English bundle with i18next's {{name}} interpolation. */
const t = (key: string, options: Record<string, unknown> = {}): string => {
  const text = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, en as Tree);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(options[name]));
};

/** The notice of a `type` event carrying `data`, in English. */
const noticeOf = <K extends (typeof NOTICE_TYPES)[number]>(type: K, data: LiveEventOf<K>['data']) =>
  noticeFor({ type, data, at: '' } as LiveEventOf<K>, t);

describe('live notices', () => {
  it('says who changed which member balance by how much, with a sign', () => {
    const notice = noticeOf('member.balance', { uid: 12, change: '2.50', nowMoney: '9.50', by: 'alice' });
    expect(notice).toEqual({
      kind: 'info',
      title: 'Member balance changed',
      description: "alice changed member 12's balance by +2.50",
    });
    const taken = noticeOf('member.balance', { uid: 12, change: '-1.00', nowMoney: '8.50', by: 'bob' });
    expect(taken.description).toBe("bob changed member 12's balance by -1.00");
  });

  it('tells a payment, an approval and a rejection apart', () => {
    const paid = noticeOf('company.paid', {
      orderCode: 'YL1',
      planName: '基础版',
      companyStatus: 'pending_approval',
    });
    expect(paid.kind).toBe('success');
    expect(paid.description).toContain('waiting for the platform');
    const decision = { reason: 'blurry logo', companyName: 'Greens' };
    expect(noticeOf('company.approved', decision).description).toContain('“Greens” was approved');
    const rejected = noticeOf('company.rejected', decision);
    expect(rejected).toMatchObject({
      kind: 'warning',
      description: '“Greens” was not approved: blurry logo',
    });
  });

  it('names a paid order and links to its detail', () => {
    const notice = noticeOf('order.paid', {
      orderId: 42,
      code: 'SO2611260001',
      payAmount: '1234.5',
      method: 'wallet',
    });
    expect(notice).toEqual({
      kind: 'success',
      title: 'New order paid',
      description: 'Order SO2611260001 was paid 1,234.50',
      link: { path: '/order/detail/42', label: 'Open order' },
    });
  });

  it('names a new after-sale request, its order, kind and amount, and links to it', () => {
    const notice = noticeOf('afterSale.submitted', {
      afterSaleId: 7,
      code: 'S2611290000000001',
      orderId: 42,
      orderCode: 'SO2611260001',
      type: 'returnRefund',
      amount: '1288.5',
    });
    expect(notice).toEqual({
      kind: 'warning',
      title: 'New after-sale request',
      description: 'Order SO2611260001: return and refund asked, 1,288.50',
      link: { path: '/order/after-sales/7', label: 'Handle it' },
    });
  });
});
