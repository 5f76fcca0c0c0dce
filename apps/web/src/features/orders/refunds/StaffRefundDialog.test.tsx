import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../http/client.ts';
import { initI18n } from '../../../i18n/index.ts';
import * as api from '../api.ts';
import { RecordAfterSaleDialog } from './RecordAfterSaleDialog.tsx';
import { StaffRefundDialog } from './StaffRefundDialog.tsx';
import { paidOrderRef, REASONS, refundableOf, withQueries } from './testing.tsx';

vi.mock('../api.ts', () => ({
  fetchRefundable: vi.fn(),
  fetchAfterSaleReasons: vi.fn(),
  staffRefund: vi.fn(),
  recordAfterSale: vi.fn(),
}));

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.fetchRefundable).mockReset().mockResolvedValue(refundableOf());
  vi.mocked(api.fetchAfterSaleReasons).mockReset().mockResolvedValue(REASONS);
  vi.mocked(api.staffRefund)
    .mockReset()
    .mockResolvedValue({
      status: 'refunded',
      amountApproved: '78.00',
      amountRequested: '78.00',
      code: 'S1',
    } as never);
  vi.mocked(api.recordAfterSale)
    .mockReset()
    .mockResolvedValue({ code: 'S2' } as never);
  configureHttp({ getToken: () => undefined, onError: vi.fn() });
});

const chooseReason = async (label: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
};

describe('<StaffRefundDialog>', () => {
  it('cancels and refunds the whole order when its goods are still in the shop', async () => {
    const onDone = vi.fn();
    render(withQueries(<StaffRefundDialog order={paidOrderRef()} onClose={vi.fn()} onDone={onDone} />));
    const whole = (await screen.findByTestId('refund-mode-whole')) as HTMLInputElement;
    expect(screen.getByText('整单取消并退款（78.00）')).toBeTruthy();
    await waitFor(() => expect(whole.checked).toBe(true));
    expect(screen.queryByTestId('refund-lines')).toBeNull();
    await chooseReason('其他');
    fireEvent.click(screen.getByTestId('staff-refund-ok'));
    await waitFor(() =>
      expect(api.staffRefund).toHaveBeenCalledWith({
        orderId: 7,
        lines: undefined,
        reason: 'other',
        explanation: '',
        refundTo: 'original',
      }),
    );
    expect(api.fetchRefundable).toHaveBeenCalledWith(7);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('refunds chosen pieces only once the goods left, and asks for at least one', async () => {
    vi.mocked(api.fetchRefundable).mockResolvedValue(refundableOf({ canCancel: false }));
    const onDone = vi.fn();
    render(
      withQueries(
        <StaffRefundDialog order={paidOrderRef({ status: 'shipped' })} onClose={vi.fn()} onDone={onDone} />,
      ),
    );
    expect((await screen.findByTestId('refund-whole-not')).textContent).toContain('只能按商品退款');
    expect((screen.getByTestId('refund-mode-whole') as HTMLInputElement).disabled).toBe(true);
    await screen.findByTestId('refund-lines');
    await chooseReason('质量问题');
    fireEvent.click(screen.getByTestId('staff-refund-ok'));
    expect(await screen.findByText('请至少选择一件商品')).toBeTruthy();
    expect(api.staffRefund).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('refund-quantity-11'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('staff-refund-ok'));
    await waitFor(() =>
      expect(api.staffRefund).toHaveBeenCalledWith(
        expect.objectContaining({ orderId: 7, lines: [{ orderLineId: 11, quantity: 1 }], reason: 'quality' }),
      ),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});

describe('<RecordAfterSaleDialog>', () => {
  it('takes down a return for the shopper with the pieces and reason given', async () => {
    vi.mocked(api.fetchRefundable).mockResolvedValue(
      refundableOf({ types: ['refund', 'returnRefund'], canCancel: false }),
    );
    const onDone = vi.fn();
    render(
      withQueries(
        <RecordAfterSaleDialog
          order={paidOrderRef({ status: 'received' })}
          onClose={vi.fn()}
          onDone={onDone}
        />,
      ),
    );
    await screen.findByTestId('refund-lines');
    fireEvent.change(screen.getByTestId('refund-quantity-12'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('record-explanation'), { target: { value: '电话：茶叶受潮' } });
    await chooseReason('质量问题');
    fireEvent.click(screen.getByTestId('record-after-sale-ok'));
    await waitFor(() =>
      expect(api.recordAfterSale).toHaveBeenCalledWith({
        orderId: 7,
        type: 'returnRefund',
        lines: [{ orderLineId: 12, quantity: 1 }],
        reason: 'quality',
        explanation: '电话：茶叶受潮',
      }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('says why nothing may be recorded and offers no OK', async () => {
    vi.mocked(api.fetchRefundable).mockResolvedValue(
      refundableOf({ canApply: false, reasonNot: '已超过售后申请期限（收货后 7 天）' }),
    );
    render(withQueries(<RecordAfterSaleDialog order={paidOrderRef()} onClose={vi.fn()} onDone={vi.fn()} />));
    expect((await screen.findByTestId('record-not')).textContent).toContain('已超过售后申请期限');
    expect((screen.getByTestId('record-after-sale-ok') as HTMLButtonElement).disabled).toBe(true);
  });
});
