import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchCategories } from '../../../components/shop-form/api.ts';
import { ApiError } from '../../../http/ApiError.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { initI18n } from '../../../i18n/index.ts';
import { useSession } from '../../../session/state.ts';
import { saveShopProfile } from '../api.ts';
import type { ShopDetails } from '../types.ts';
import { ShopProfileForm } from './ShopProfileForm.tsx';

vi.mock('../api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api.ts')>()),
  saveShopProfile: vi.fn(),
}));
vi.mock('../../../components/shop-form/api.ts', () => ({ fetchCategories: vi.fn() }));
vi.mock('../../../http/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const save = vi.mocked(saveShopProfile);

const DETAILS: ShopDetails = {
  companyId: 7,
  companyKey: 'shop7',
  companyName: '晨光果蔬店',
  headPortrait: null,
  status: 'rejected',
  expireTime: null,
  planName: null,
  isPlatform: false,
  contactName: '王晨',
  contactPhone: '13800001111',
  categoryId: 3,
};

beforeAll(() => {
  initI18n();
  vi.mocked(fetchCategories).mockImplementation(async (parentId) =>
    parentId === 0
      ? [{ id: 1, parentId: 0, name: '生鲜食品', nameEn: 'Fresh food', hasChildren: true }]
      : [{ id: 3, parentId: 1, name: '水果蔬菜', nameEn: 'Fruit', hasChildren: false }],
  );
});

afterEach(() => vi.clearAllMocks());

function renderForm(roles = ['company:edit']) {
  useSession.setState({
    roles,
    shop: { ...DETAILS, roles: ['店主'] },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShopProfileForm details={DETAILS} />
    </QueryClientProvider>,
  );
}

describe('<ShopProfileForm>', () => {
  it('shows the saved category by its path and saves the edited details', async () => {
    save.mockResolvedValue({ companyId: 7 });
    renderForm();
    await screen.findByText('生鲜食品 / 水果蔬菜');
    fireEvent.change(screen.getByTestId('shop-name'), { target: { value: '晨光鲜果' } });
    fireEvent.click(screen.getByTestId('shop-profile-save'));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        companyName: '晨光鲜果',
        headPortrait: null,
        contactName: '王晨',
        contactPhone: '13800001111',
        categoryId: 3,
      }),
    );
    expect(notifySuccess).toHaveBeenCalledWith('店铺资料已保存');
    expect(useSession.getState().shop?.companyName).toBe('晨光鲜果');
  });

  it("puts the server's field errors under their fields", async () => {
    save.mockRejectedValue(
      new ApiError('status', '输入有误', 400, [{ field: 'contactPhone', message: '该手机号不可用' }]),
    );
    renderForm();
    await screen.findByText('生鲜食品 / 水果蔬菜');
    fireEvent.click(screen.getByTestId('shop-profile-save'));
    expect(await screen.findByText('该手机号不可用')).toBeTruthy();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('hides the save button without company:edit', () => {
    renderForm(['company:pay']);
    expect(screen.queryByTestId('shop-profile-save')).toBeNull();
  });
});
