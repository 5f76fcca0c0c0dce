import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import * as api from './api.ts';
import { DemoOrdersNotice } from './DemoOrdersNotice.tsx';

vi.mock('./api.ts', () => ({ fetchDemoOrders: vi.fn() }));

beforeAll(() => {
  initI18n();
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DemoOrdersNotice companyId={2} />
    </QueryClientProvider>,
  );

describe('<DemoOrdersNotice>', () => {
  it('says how far the demo orders are while they are being made, in Chinese and English', async () => {
    vi.mocked(api.fetchDemoOrders).mockResolvedValue({ running: true, made: 620, total: 1500 });
    const { unmount } = show();
    const notice = await screen.findByTestId('demo-orders-notice');
    expect(notice.textContent).toContain('正在生成演示订单');
    expect(notice.textContent).toContain('已生成 620 / 1500 笔');
    expect(notice.textContent).toContain('41%');
    unmount();
    await i18n.changeLanguage('en');
    show();
    expect((await screen.findByTestId('demo-orders-notice')).textContent).toContain('620 of 1500 made');
    await i18n.changeLanguage('zh');
  });

  it('shows nothing once they are made, or outside the demo', async () => {
    vi.mocked(api.fetchDemoOrders).mockResolvedValue({ running: false, made: 1500, total: 1500 });
    show();
    await waitFor(() => expect(api.fetchDemoOrders).toHaveBeenCalled());
    expect(screen.queryByTestId('demo-orders-notice')).toBeNull();
  });
});
