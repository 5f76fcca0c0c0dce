import { describe, expect, it } from 'vitest';
import { en } from './locales.ts';
import { noticeFor } from './notices.ts';

type Tree = { readonly [key: string]: string | Tree };

/** A `t` over the English bundle with i18next's {{name}} interpolation. */
const t = (key: string, options: Record<string, unknown> = {}): string => {
  const text = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, en as Tree);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(options[name]));
};

describe('live notices', () => {
  it('says who changed which member balance by how much, with a sign', () => {
    const notice = noticeFor(
      { type: 'member.balance', data: { uid: 12, change: '2.50', nowMoney: '9.50', by: 'alice' }, at: '' },
      t,
    );
    expect(notice).toEqual({
      kind: 'info',
      title: 'Member balance changed',
      description: "alice changed member 12's balance by +2.50",
    });
    const taken = noticeFor(
      { type: 'member.balance', data: { uid: 12, change: '-1.00', nowMoney: '8.50', by: 'bob' }, at: '' },
      t,
    );
    expect(taken.description).toBe("bob changed member 12's balance by -1.00");
  });

  it('tells a payment, an approval and a rejection apart', () => {
    const paid = noticeFor(
      {
        type: 'company.paid',
        data: { orderCode: 'YL1', planName: '基础版', companyStatus: 'pending_approval' },
        at: '',
      },
      t,
    );
    expect(paid.kind).toBe('success');
    expect(paid.description).toContain('waiting for the platform');
    const decision = { reason: 'blurry logo', companyName: 'Greens' };
    expect(noticeFor({ type: 'company.approved', data: decision, at: '' }, t).description).toContain(
      '“Greens” was approved',
    );
    const rejected = noticeFor({ type: 'company.rejected', data: decision, at: '' }, t);
    expect(rejected).toMatchObject({
      kind: 'warning',
      description: '“Greens” was not approved: blurry logo',
    });
  });

  it('tells the desk a new order was paid, with its code and amount', () => {
    const notice = noticeFor(
      {
        type: 'order.paid',
        data: { orderId: 3, code: '261126123456789012', payAmount: '88.00', method: 'wallet' },
        at: '',
      },
      t,
    );
    expect(notice).toMatchObject({ kind: 'success', title: 'New order paid' });
    expect(notice.description).toBe('Order 261126123456789012 was paid: 88.00');
  });
});
