import type { CompanyStatus } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import { landingPath } from './landing.ts';

const NEXT_YEAR = new Date(Date.now() + 365 * 86_400_000).toISOString();
const shop = (status: CompanyStatus, expireTime: string | null = NEXT_YEAR) => ({
  status,
  isPlatform: false,
  expireTime,
});

describe('landing after choosing a shop', () => {
  it('sends shops waiting for payment or approval, and rejected ones, to the wizard', () => {
    for (const status of ['pending_payment', 'pending_approval', 'rejected'] as const) {
      expect(landingPath(shop(status), '/system/user')).toBe('/onboarding');
    }
  });

  it('sends active shops to the redirect or the dashboard', () => {
    expect(landingPath(shop('active'), null)).toBe('/dashboard');
    expect(landingPath(shop('active'), '/system/user')).toBe('/system/user');
    expect(landingPath({ status: 'pending_payment', isPlatform: true, expireTime: null }, null)).toBe(
      '/dashboard',
    );
    expect(landingPath(null, null)).toBe('/dashboard');
  });

  it('sends an approved shop whose plan has run out to the wizard to renew', () => {
    expect(landingPath(shop('active', '2020-01-01T00:00:00Z'), '/system/user')).toBe('/onboarding');
    expect(landingPath(shop('active', null), null)).toBe('/onboarding');
    expect(landingPath({ status: 'active', isPlatform: true, expireTime: null }, null)).toBe('/dashboard');
  });
});
