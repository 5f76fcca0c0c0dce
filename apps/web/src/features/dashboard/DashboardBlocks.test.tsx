import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { useSession } from '../../session/state.ts';
import { ProductStatsSection } from './ProductStatsSection.tsx';
import * as products from './productStatsApi.ts';
import { SalesSection } from './SalesSection.tsx';
import * as sales from './salesApi.ts';

vi.mock('./productStatsApi.ts', () => ({ fetchProductStats: vi.fn(), fetchStockValue: vi.fn() }));
vi.mock('./salesApi.ts', () => ({ fetchSalesStats: vi.fn(), fetchRefundStats: vi.fn() }));
vi.mock('./ProductCreatedChart.tsx', () => ({ ProductCreatedChart: () => null }));
vi.mock('./SalesByDayChart.tsx', () => ({ SalesByDayChart: () => null }));

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(products.fetchProductStats).mockResolvedValue({
    created: 3,
    total: 40,
    onSale: 30,
    warehouse: 5,
    soldOut: 2,
    lowStock: 1,
    recycle: 0,
    topCategories: [],
    createdByDay: [],
  });
  vi.mocked(products.fetchStockValue).mockResolvedValue({ stockValue: '12345.60' });
  vi.mocked(sales.fetchSalesStats).mockResolvedValue({
    paidOrders: 4,
    sales: '400.00',
    payingMembers: 3,
    averageOrderValue: '100.00',
    cancelledOrders: 0,
    byDay: [],
    topByQuantity: [],
    topByAmount: [],
  });
  vi.mocked(sales.fetchRefundStats).mockResolvedValue({
    refunds: 1,
    amount: '50.00',
    orders: 1,
    byDay: [],
    returnedPayments: { pending: { count: 0, amount: '0.00' }, failed: { count: 0, amount: '0.00' } },
  });
});

afterEach(() => {
  useSession.setState({ roles: [] });
  vi.clearAllMocks();
});

const showDashboard = (roles: string[]) => {
  useSession.setState({ roles });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SalesSection />
      <ProductStatsSection />
    </QueryClientProvider>,
  );
};

describe('the dashboard blocks', () => {
  it('show a clerk with the product counts only those, and never ask for the money figures', async () => {
    showDashboard(['dashboard:products', 'order:list', 'product:list']);
    expect((await screen.findByTestId('stat-on-sale')).textContent).toContain('30');
    expect(screen.queryByTestId('stat-stock-value')).toBeNull();
    expect(screen.queryByTestId('sales-stats')).toBeNull();
    expect(sales.fetchSalesStats).not.toHaveBeenCalled();
    expect(sales.fetchRefundStats).not.toHaveBeenCalled();
    expect(products.fetchStockValue).not.toHaveBeenCalled();
  });

  it('show every block to who holds all four', async () => {
    showDashboard(['dashboard:products', 'dashboard:sales', 'dashboard:refunds', 'dashboard:stockValue']);
    // Four sections render at once: on a busy machine the stock value comes later than waitFor's default second.
    await waitFor(() => expect(screen.getByTestId('stat-stock-value').textContent).toContain('¥12,345.60'), {
      timeout: 5_000,
    });
    expect((await screen.findByTestId('sales-amount')).textContent).toContain('¥400.00');
    expect((await screen.findByTestId('sales-net')).textContent).toContain('¥350.00');
  });

  it('show the refunds without the sales (and no net sales) to who may see only the refunds', async () => {
    showDashboard(['dashboard:refunds']);
    expect((await screen.findByTestId('sales-refund-amount')).textContent).toContain('¥50.00');
    expect(screen.queryByTestId('sales-amount')).toBeNull();
    expect(screen.queryByTestId('sales-net')).toBeNull();
    expect(screen.queryByTestId('product-stats')).toBeNull();
    expect(sales.fetchSalesStats).not.toHaveBeenCalled();
    expect(products.fetchProductStats).not.toHaveBeenCalled();
  });

  it('show the stock value alone to who may see it but not the counts', async () => {
    showDashboard(['dashboard:stockValue']);
    await waitFor(() => expect(screen.getByTestId('stat-stock-value').textContent).toContain('¥12,345.60'));
    expect(screen.queryByTestId('stat-on-sale')).toBeNull();
    expect(products.fetchProductStats).not.toHaveBeenCalled();
  });
});
