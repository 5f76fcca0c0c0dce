import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../http/client.ts';
import { initI18n } from '../../../i18n/index.ts';
import * as api from '../api.ts';
import { saleDetail, withProviders } from '../testing.tsx';
import { ApproveDialog } from './ApproveDialog.tsx';
import { ReceiveDialog } from './ReceiveDialog.tsx';

vi.mock('../api.ts', () => ({
  approveAfterSale: vi.fn(),
  receiveAfterSale: vi.fn(),
  fetchAfterSale: vi.fn(),
}));

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.approveAfterSale).mockReset().mockResolvedValue(saleDetail());
  vi.mocked(api.receiveAfterSale).mockReset().mockResolvedValue(saleDetail());
  vi.mocked(api.fetchAfterSale).mockReset();
  configureHttp({ getToken: () => undefined, onError: vi.fn() });
});

const amount = () => screen.getByTestId('approve-amount') as HTMLInputElement;
const ok = (name: string) => screen.getByTestId(`${name}-ok`);

describe('<ApproveDialog>', () => {
  it('approves a refund only for the amount asked, back the way it was paid', async () => {
    const onDone = vi.fn();
    render(withProviders(<ApproveDialog sale={saleDetail()} onClose={vi.fn()} onDone={onDone} />));
    await waitFor(() => expect(amount().value).toBe('19.90'));
    expect(screen.queryByTestId('approve-address')).toBeNull();
    fireEvent.click(ok('after-sale-approve'));
    await waitFor(() =>
      expect(api.approveAfterSale).toHaveBeenCalledWith(5, { amount: '19.90', refundTo: 'original' }),
    );
    expect(onDone).toHaveBeenCalled();
  });

  it('warns when the order has shipped since the request, and not when it shipped before', async () => {
    const order = saleDetail().order;
    const shippedAfter = saleDetail({ order: { ...order, shippedAt: '2026-11-26T09:00:00.000Z' } });
    const { unmount } = render(
      withProviders(<ApproveDialog sale={shippedAfter} onClose={vi.fn()} onDone={vi.fn()} />),
    );
    expect((await screen.findByTestId('approve-left-since')).textContent).toContain('申请之后订单已发货');
    unmount();
    render(withProviders(<ApproveDialog sale={saleDetail()} onClose={vi.fn()} onDone={vi.fn()} />));
    await waitFor(() => expect(amount().value).toBe('19.90'));
    expect(screen.queryByTestId('approve-left-since')).toBeNull();
  });

  it('fetches the order for a list row, to warn of goods collected since the request', async () => {
    const { order: _omitted, ...row } = saleDetail();
    vi.mocked(api.fetchAfterSale).mockResolvedValue(
      saleDetail({
        order: { ...saleDetail().order, shippedAt: null, receivedAt: '2026-11-27T08:00:00.000Z' },
      }),
    );
    render(withProviders(<ApproveDialog sale={row} onClose={vi.fn()} onDone={vi.fn()} />));
    expect(await screen.findByTestId('approve-left-since')).toBeTruthy();
  });

  it('refuses more than was asked without asking the server', async () => {
    render(withProviders(<ApproveDialog sale={saleDetail()} onClose={vi.fn()} onDone={vi.fn()} />));
    fireEvent.change(amount(), { target: { value: '19.91' } });
    fireEvent.click(ok('after-sale-approve'));
    expect(await screen.findByText('同意金额不能超过申请金额 19.90')).toBeTruthy();
    expect(api.approveAfterSale).not.toHaveBeenCalled();
  });

  it('fills a return’s address from the shop’s default, fetched when a list row opens it', async () => {
    vi.mocked(api.fetchAfterSale).mockResolvedValue(saleDetail({ type: 'returnRefund' }));
    const { defaultReturnAddress: _omitted, ...row } = saleDetail({ type: 'returnRefund' });
    render(withProviders(<ApproveDialog sale={row} onClose={vi.fn()} onDone={vi.fn()} />));
    const address = (await screen.findByTestId('approve-address')) as HTMLTextAreaElement;
    await waitFor(() => expect(address.value).toBe('北京市朝阳区建国路 1 号'));
    fireEvent.change(amount(), { target: { value: '10' } });
    fireEvent.click(ok('after-sale-approve'));
    await waitFor(() =>
      expect(api.approveAfterSale).toHaveBeenCalledWith(5, {
        amount: '10',
        returnAddress: { name: '售后部', phone: '01088886666', address: '北京市朝阳区建国路 1 号' },
      }),
    );
  });
});

describe('<ReceiveDialog>', () => {
  it('puts nothing back in stock unless restock is ticked', async () => {
    const sale = saleDetail({ type: 'returnRefund', status: 'returned' });
    const { unmount } = render(<ReceiveDialog sale={sale} onClose={vi.fn()} onDone={vi.fn()} />);
    expect(screen.getByTestId('receive-lines').textContent).toContain('保温杯 · 500ml × 1');
    fireEvent.click(ok('after-sale-receive'));
    await waitFor(() => expect(api.receiveAfterSale).toHaveBeenCalledWith(5, false));
    unmount();
    render(<ReceiveDialog sale={sale} onClose={vi.fn()} onDone={vi.fn()} />);
    fireEvent.click(screen.getByTestId('receive-restock'));
    fireEvent.click(ok('after-sale-receive'));
    await waitFor(() => expect(api.receiveAfterSale).toHaveBeenLastCalledWith(5, true));
  });
});
