import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { RefundsRow } from './RefundsRow.tsx';
import type { RefundStats } from './salesApi.ts';

beforeAll(() => {
  initI18n();
});

const stats = (returnedPayments: RefundStats['returnedPayments']): RefundStats => ({
  refunds: 2,
  amount: '50.00',
  orders: 2,
  byDay: [],
  returnedPayments,
});

describe('<RefundsRow>', () => {
  it('counts the payments being given back or failing, only while there are any', () => {
    const { unmount } = render(
      <RefundsRow
        sales="1000.00"
        refunds={stats({ pending: { count: 2, amount: '50.00' }, failed: { count: 0, amount: '0.00' } })}
      />,
    );
    expect(screen.getByTestId('sales-returns-pending').textContent).toContain('2 笔 · ¥50.00');
    expect(screen.queryByTestId('sales-returns-failed')).toBeNull();
    unmount();
    render(
      <RefundsRow
        sales="1000.00"
        refunds={stats({ pending: { count: 0, amount: '0.00' }, failed: { count: 0, amount: '0.00' } })}
      />,
    );
    expect(screen.queryByTestId('sales-returns-pending')).toBeNull();
    expect(screen.getByTestId('sales-net').textContent).toContain('¥950.00');
  });
});
