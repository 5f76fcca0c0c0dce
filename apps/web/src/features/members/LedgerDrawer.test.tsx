import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import * as api from './api.ts';
import { LedgerDrawer } from './LedgerDrawer.tsx';
import { member, withQuery } from './testing.tsx';

vi.mock('./api.ts', () => ({ fetchMember: vi.fn(), fetchLedger: vi.fn() }));

const line = {
  uid: 10,
  kind: 'wallet' as const,
  balance: '12.30',
  operatorId: null,
  createdAt: '2026-01-02T00:00:00.000Z',
};

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
  vi.mocked(api.fetchMember).mockResolvedValue(member());
  vi.mocked(api.fetchLedger).mockResolvedValue({
    content: [
      {
        ...line,
        id: 2,
        change: '-39.90',
        reason: '订单支付 O1',
        reasonCode: 'orderPay',
        reasonParams: { code: 'O1' },
      },
      { ...line, id: 1, change: '52.20', reason: '补偿', reasonCode: null, reasonParams: null },
    ],
    totalElements: 2,
  });
});

afterAll(async () => {
  await i18n.changeLanguage('zh');
});

describe('<LedgerDrawer> in English', () => {
  it('reads the system’s reasons in English and a staff remark as written', async () => {
    render(withQuery(<LedgerDrawer member={member()} onClose={vi.fn()} />));
    expect(await screen.findByText('Paid order O1')).toBeTruthy();
    expect(screen.getByText('补偿')).toBeTruthy();
    expect(screen.queryByText('订单支付 O1')).toBeNull();
  });
});
