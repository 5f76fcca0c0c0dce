import type { Permission } from '@hh/shared';

/** What a route needs from its caller. Every route declares one next to its definition. */
export type Access =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'company'; permissions: readonly Permission[]; onboarding?: true }
  | { kind: 'platform'; permissions: readonly Permission[] }
  | { kind: 'shopper' };

export const publicAccess: Access = { kind: 'public' };
/** Signed in; the token need not be bound to a company. */
export const signedIn: Access = { kind: 'user' };
/** Bound to a company and holding one of the permissions of the menu table (none listed: any member). */
export const company = (...permissions: Permission[]): Access => ({ kind: 'company', permissions });
/**
 * Like `company`, and also open while the shop is not yet (or no longer) in business: unpaid,
 * awaiting approval, rejected or past its plan. Only the calls that get a shop there.
 */
export const companyOnboarding = (...permissions: Permission[]): Access => ({
  kind: 'company',
  permissions,
  onboarding: true,
});
/** Bound to the platform company and holding one of the permissions. */
export const platform = (...permissions: Permission[]): Access => ({ kind: 'platform', permissions });

/** A storefront route: a shopper token of the company it is bound to; a staff token never passes. */
export const shopperAccess: Access = { kind: 'shopper' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
