import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../http/client.ts';
import { initI18n } from '../../i18n/index.ts';
import { useSession } from '../../session/state.ts';
import AfterSaleDetailPage from './AfterSaleDetailPage.tsx';
import * as api from './api.ts';
import { saleDetail, withProviders } from './testing.tsx';

vi.mock('./api.ts', () => ({ fetchAfterSale: vi.fn(), checkRefund: vi.fn() }));

const page = () =>
  render(withProviders(<AfterSaleDetailPage />, '/order/after-sales/5', '/order/after-sales/:id'));

/** The page over `sale`, as the server answers it every time. */
const pageOf = (sale: ReturnType<typeof saleDetail>) => {
  vi.mocked(api.fetchAfterSale).mockResolvedValue(sale);
  page();
};

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.fetchAfterSale).mockReset();
  configureHttp({ getToken: () => undefined, onError: vi.fn() });
  useSession.setState({ roles: ['afterSale:detail', 'afterSale:approve', 'afterSale:reject'] });
});

afterEach(() => {
  useSession.setState({ roles: [] });
});

describe('<AfterSaleDetailPage>', () => {
  it('shows the shopper’s explanation and reject reason as text, never as HTML', async () => {
    pageOf(
      saleDetail({
        status: 'rejected',
        explanation: '<img src=x onerror="alert(1)"><b>坏了</b>',
        rejectReason: '<script>x</script>',
        pictures: ['/files/p1.jpg'],
      }),
    );
    const explanation = await screen.findByTestId('detail-explanation');
    expect(explanation.textContent).toBe('<img src=x onerror="alert(1)"><b>坏了</b>');
    expect(explanation.querySelector('b, img')).toBeNull();
    expect(screen.getByTestId('detail-reject-reason').querySelector('script')).toBeNull();
    expect(within(screen.getByTestId('detail-pictures')).getAllByRole('img')).toHaveLength(1);
  });

  it('shows the lines asked, the amounts and the order’s refund state', async () => {
    pageOf(
      saleDetail({
        status: 'refunded',
        amountApproved: '19.90',
        amountRefunded: '19.90',
        order: { ...saleDetail().order, refundedAmount: '19.90', refundStatus: 'partial' },
        refunds: [
          {
            id: 1,
            paymentId: null,
            method: 'wallet',
            outRefundNo: 'RF1',
            amount: '19.90',
            status: 'succeeded',
            providerRefundId: null,
            failureReason: null,
            createdAt: '2026-11-26T09:00:00.000Z',
            finishedAt: '2026-11-26T09:00:00.000Z',
          },
        ],
      }),
    );
    expect((await screen.findByTestId('line-asked')).textContent).toBe('1');
    expect(screen.getByTestId('detail-refunded').textContent).toBe('19.90');
    expect(screen.getByTestId('detail-order-refund').textContent).toBe('部分退款');
    expect(screen.getByTestId('refund-status').getAttribute('data-status')).toBe('succeeded');
    expect(screen.queryByTestId('after-sale-approve')).toBeNull();
  });

  it('offers approve and reject to a reviewer, and nothing the permissions leave out', async () => {
    pageOf(saleDetail());
    await screen.findByTestId('after-sale-approve');
    expect(screen.getByTestId('after-sale-reject')).toBeTruthy();
    act(() => useSession.setState({ roles: ['afterSale:detail', 'afterSale:reject'] }));
    await waitFor(() => expect(screen.queryByTestId('after-sale-approve')).toBeNull());
    expect(screen.getByTestId('after-sale-reject')).toBeTruthy();
  });

  it('offers a retry when the provider refund failed', async () => {
    useSession.setState({ roles: ['afterSale:detail', 'afterSale:refund'] });
    pageOf(
      saleDetail({
        status: 'refunding',
        amountApproved: '19.90',
        refunds: [
          {
            id: 2,
            paymentId: 7,
            method: 'wechat',
            outRefundNo: 'RF2',
            amount: '19.90',
            status: 'failed',
            providerRefundId: null,
            failureReason: 'NOTENOUGH',
            createdAt: '2026-11-26T09:00:00.000Z',
            finishedAt: '2026-11-26T09:01:00.000Z',
          },
        ],
      }),
    );
    await screen.findByTestId('after-sale-retry');
    expect(screen.getByTestId('after-sale-refunds').textContent).toContain('NOTENOUGH');
  });

  it('offers "check again" on a pending provider refund, asks the server and shows the refetched state', async () => {
    useSession.setState({ roles: ['afterSale:detail', 'afterSale:refund'] });
    const refund = {
      id: 3,
      paymentId: 8,
      method: 'wechat' as const,
      outRefundNo: 'RF3',
      amount: '19.90',
      status: 'pending' as const,
      providerRefundId: null,
      failureReason: null,
      createdAt: '2026-11-26T09:00:00.000Z',
      finishedAt: null,
    };
    const pending = saleDetail({ status: 'refunding', amountApproved: '19.90', refunds: [refund] });
    const done = saleDetail({
      status: 'refunded',
      amountApproved: '19.90',
      amountRefunded: '19.90',
      refunds: [{ ...refund, status: 'succeeded', finishedAt: '2026-11-26T09:05:00.000Z' }],
    });
    vi.mocked(api.fetchAfterSale).mockResolvedValueOnce(pending).mockResolvedValue(done);
    vi.mocked(api.checkRefund).mockResolvedValue(pending);
    page();
    fireEvent.click(await screen.findByTestId('after-sale-check'));
    await waitFor(() => expect(api.checkRefund).toHaveBeenCalledWith(5));
    await waitFor(() =>
      expect(screen.getByTestId('refund-status').getAttribute('data-status')).toBe('succeeded'),
    );
    expect(screen.queryByTestId('after-sale-check')).toBeNull();
  });
});
