import type { CompanyStatus } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import { landingPath } from './landing.ts';

const shop = (status: CompanyStatus) => ({ status, isPlatform: false });

describe('landing after choosing a shop', () => {
  it('sends shops waiting for payment or approval, and rejected ones, to the wizard', () => {
    for (const status of ['pending_payment', 'pending_approval', 'rejected'] as const) {
      expect(landingPath(shop(status), '/system/user')).toBe('/onboarding');
    }
  });

  it('sends active shops to the redirect or the dashboard', () => {
    expect(landingPath(shop('active'), null)).toBe('/dashboard');
    expect(landingPath(shop('active'), '/system/user')).toBe('/system/user');
    expect(landingPath({ status: 'pending_payment', isPlatform: true }, null)).toBe('/dashboard');
    expect(landingPath(null, null)).toBe('/dashboard');
  });
});
