import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../http/client.ts';
import { initI18n } from '../../../i18n/index.ts';
import type { OrderDetail } from '../api.ts';
import * as api from '../api.ts';
import { AfterSaleCoverNote } from './AfterSaleCoverNote.tsx';

vi.mock('../api.ts', () => ({ fetchOrder: vi.fn() }));

const withCover = (cover: OrderDetail['afterSaleCover']) =>
  vi
    .mocked(api.fetchOrder)
    .mockResolvedValue({ id: 7, afterSaleCover: cover, returnedPayments: [] } as unknown as OrderDetail);

function show(orderId: number | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AfterSaleCoverNote orderId={orderId} />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.fetchOrder).mockReset();
  configureHttp({ getToken: () => undefined, onError: vi.fn() });
});

describe('<AfterSaleCoverNote> in the ship dialog', () => {
  it('warns, naming the after-sale, when an open one asks back part of the order', async () => {
    withCover({ open: [{ id: 3, code: 'S2611280000000003' }], coversAll: false });
    show(7);
    const note = await screen.findByTestId('ship-after-sale');
    expect(note.textContent).toContain('售后单 S2611280000000003 正在申请退回部分商品');
    expect(note.className).toContain('ant-alert-warning');
    expect(api.fetchOrder).toHaveBeenCalledWith(7);
  });

  it('says the order cannot ship while open after-sales ask back every piece left', async () => {
    withCover({
      open: [
        { id: 3, code: 'S2611280000000003' },
        { id: 4, code: 'S2611280000000004' },
      ],
      coversAll: true,
    });
    show(7);
    const note = await screen.findByTestId('ship-after-sale');
    expect(note.textContent).toContain('S2611280000000003, S2611280000000004');
    expect(note.textContent).toContain('处理完售后才能发货');
    expect(note.className).toContain('ant-alert-error');
  });

  it('shows nothing when no after-sale is open, and asks nothing without an order', async () => {
    withCover({ open: [], coversAll: false });
    show(7);
    await vi.waitFor(() => expect(api.fetchOrder).toHaveBeenCalled());
    expect(screen.queryByTestId('ship-after-sale')).toBeNull();
    vi.mocked(api.fetchOrder).mockClear();
    show(undefined);
    expect(api.fetchOrder).not.toHaveBeenCalled();
  });
});
