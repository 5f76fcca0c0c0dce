import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { AppRouter } from './AppRouter.tsx';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

beforeAll(() => {
  initI18n();
});

describe('<AppRouter> guard', () => {
  it('sends a visitor without a token to the sign-in page with the redirect', async () => {
    render(
      <MemoryRouter initialEntries={['/user/center']}>
        <AppRouter />
        <LocationProbe />
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/login?redirect=/user/center'),
    );
    expect(await screen.findByTestId('login-form', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('登录 - HH 商城管理后台'));
  });

  it('shows the register page without a token', async () => {
    render(
      <MemoryRouter initialEntries={['/register']}>
        <AppRouter />
        <LocationProbe />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('register-form', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });
});
