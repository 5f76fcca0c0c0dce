import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { useSession } from '../../session/state.ts';
import * as api from './api.ts';
import { PickupStoresNote } from './PickupStoresNote.tsx';
import { withQueries } from './refunds/testing.tsx';

vi.mock('./api.ts', () => ({ fetchPickupStores: vi.fn() }));

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.fetchPickupStores).mockReset().mockResolvedValue({ allStores: false, stores: [] });
});

const show = () => render(<MemoryRouter>{withQueries(<PickupStoresNote />)}</MemoryRouter>);

describe('<PickupStoresNote>', () => {
  it('bound to no store: links to 员工管理 for someone who may bind stores', async () => {
    useSession.setState({ roles: ['order:verify', 'user:edit'] });
    show();
    expect((await screen.findByTestId('verify-no-store')).textContent).toContain('你尚未绑定门店');
    expect(screen.getByTestId('verify-bind-stores').getAttribute('href')).toBe('/system/user');
  });

  it('bound to no store, without the staff permission: says whom to ask, no link', async () => {
    useSession.setState({ roles: ['order:verify'] });
    show();
    expect((await screen.findByTestId('verify-no-store')).textContent).toContain('员工管理');
    expect(screen.queryByTestId('verify-bind-stores')).toBeNull();
  });

  it('names the bound stores', async () => {
    vi.mocked(api.fetchPickupStores).mockResolvedValue({
      allStores: false,
      stores: [{ id: 3, name: '海港旗舰店' }],
    });
    useSession.setState({ roles: ['order:verify'] });
    show();
    expect((await screen.findByTestId('verify-my-stores')).textContent).toContain('海港旗舰店');
    expect(screen.queryByTestId('verify-no-store')).toBeNull();
  });
});
