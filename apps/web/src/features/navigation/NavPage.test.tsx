import { DEFAULT_NAV_COLORS, type ShopPage } from '@hh/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { useSession } from '../../session/state.ts';
import { fetchNavigation, saveNavigation } from './api.ts';
import NavPage from './NavPage.tsx';
import type { NavState } from './types.ts';

vi.mock('./api.ts', () => ({
  navQueryKey: (terminal: number) => ['nav', terminal],
  fetchNavigation: vi.fn(),
  saveNavigation: vi.fn(),
  fetchLinkProducts: vi.fn(async () => ({ content: [], totalElements: 0 })),
  fetchLinkCategories: vi.fn(async () => []),
  fetchLinkPages: vi.fn(async () => []),
}));
vi.mock('../../http/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const entry = (id: number, navName: string, page: ShopPage): NavState['items'][number] => ({
  id,
  navName,
  navUrl: `/${page}`,
  link: { kind: 'page', page },
  linkName: null,
  navIcon: 'builtin:home',
  navActiveIcon: '',
  navSort: -id,
  json: '{}',
  isHome: id === -1 ? 1 : 0,
});

const DEFAULTS: NavState = {
  terminal: 3,
  saved: false,
  items: [entry(-1, '首页', 'home'), entry(-2, '分类', 'category')],
  colors: DEFAULT_NAV_COLORS,
};

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ roles: [] });
});

function renderPage(roles: string[]) {
  useSession.setState({ roles });
  vi.mocked(fetchNavigation).mockResolvedValue(DEFAULTS);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NavPage />
    </QueryClientProvider>,
  );
}

describe('<NavPage>', () => {
  it('sends nothing while an entry has no name, then saves the entries in order', async () => {
    vi.mocked(saveNavigation).mockImplementation(async (body) => ({
      ...DEFAULTS,
      saved: true,
      items: body.items.map((item, index) => ({
        ...item,
        link: item.link ?? { kind: 'page', page: 'home' },
        navUrl: '',
        linkName: null,
        id: index + 10,
        navSort: index + 1,
      })),
    }));
    renderPage(['nav:list', 'nav:edit']);
    fireEvent.click(await screen.findByTestId('nav-add'));
    fireEvent.click(screen.getByTestId('link-pick'));
    fireEvent.click(await screen.findByRole('tab', { name: '商城页面' }));
    fireEvent.click(
      within(await screen.findByTestId('nav-link-pages')).getByRole('radio', { name: /购物车/ }),
    );
    fireEvent.click(screen.getByTestId('link-ok'));
    await waitFor(() => expect(screen.getByTestId('link-value').textContent).toBe('商城页面 · 购物车'));
    fireEvent.click(screen.getByTestId('nav-save'));

    const rows = await screen.findAllByTestId('nav-item');
    await waitFor(() => expect(rows[2]!.getAttribute('data-invalid')).toBe('true'));
    expect(within(rows[2]!).getByText('请输入导航名称')).toBeTruthy();
    expect(saveNavigation).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('nav-name'), { target: { value: '购物车' } });
    expect(rows[2]!.getAttribute('data-invalid')).toBe('false');
    fireEvent.click(screen.getByTestId('nav-save'));
    await waitFor(() => expect(saveNavigation).toHaveBeenCalledTimes(1));
    const body = vi.mocked(saveNavigation).mock.calls[0]![0];
    expect(body.items.map((item) => [item.navName, item.link])).toEqual([
      ['首页', { kind: 'page', page: 'home' }],
      ['分类', { kind: 'page', page: 'category' }],
      ['购物车', { kind: 'page', page: 'cart' }],
    ]);
    expect(body.items.some((item) => 'id' in item)).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('nav-dirty')).toBeNull());
  }, 40_000);

  it('is read-only without nav:edit', async () => {
    renderPage(['nav:list']);
    expect(await screen.findByTestId('nav-preview')).toBeTruthy();
    expect(screen.queryByTestId('nav-save')).toBeNull();
    expect(screen.queryByTestId('nav-add')).toBeNull();
    expect(screen.queryAllByTestId('nav-drag-handle')).toHaveLength(0);
  });
});
