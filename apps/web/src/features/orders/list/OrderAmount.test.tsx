import { render, renderHook, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { NamedOrderAmount, OrderAmountCell } from './OrderAmount.tsx';
import { useOrderColumns } from './useOrderColumns.tsx';

beforeAll(() => {
  initI18n();
});

describe('the order list’s amount', () => {
  it('stands under a neutral header, an unpaid row’s amount marked as due', () => {
    const { result } = renderHook(() => useOrderColumns());
    expect(result.current.find((c) => c.key === 'payAmount')?.title).toBe('订单金额');
    const { unmount } = render(<OrderAmountCell order={{ status: 'unpaid', payAmount: '1299.00' }} />);
    expect(screen.getByTestId('order-pay-amount').textContent).toBe('1,299.00');
    expect(screen.getByTestId('order-amount-name').textContent).toBe('应付金额');
    unmount();
    render(<OrderAmountCell order={{ status: 'toShip', payAmount: '1299.00' }} />);
    expect(screen.queryByTestId('order-amount-name')).toBeNull();
  });

  it('is named on a phone card: due while unpaid, paid once paid', () => {
    const { unmount } = render(<NamedOrderAmount order={{ status: 'unpaid', payAmount: '30.00' }} />);
    expect(screen.getByTestId('order-amount-name').textContent).toBe('应付金额');
    unmount();
    render(<NamedOrderAmount order={{ status: 'shipped', payAmount: '30.00' }} />);
    expect(screen.getByTestId('order-amount-name').textContent).toBe('实付金额');
  });
});
