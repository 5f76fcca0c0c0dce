import { describe, expect, it } from 'vitest';
import { stepState, type WizardInput, wizardView } from './wizardStep.ts';

const view = (input: Partial<WizardInput>) =>
  wizardView({ status: 'pending_payment', expired: false, order: null, choosingPlan: false, ...input });

describe('onboarding wizard: status to step', () => {
  it('asks for a plan while nothing is ordered, or the order was closed', () => {
    expect(view({})).toBe('plans');
    expect(view({ order: { status: 'closed' } })).toBe('plans');
    expect(stepState('plans')).toEqual({ current: 1, status: 'process' });
  });

  it('resumes paying an unpaid order unless the owner wants another plan', () => {
    expect(view({ order: { status: 'unpaid' } })).toBe('pay');
    expect(view({ order: { status: 'unpaid' }, choosingPlan: true })).toBe('plans');
    expect(stepState('pay')).toEqual({ current: 2, status: 'process' });
  });

  it('waits for approval once paid, even before the shop status catches up', () => {
    expect(view({ order: { status: 'paid' } })).toBe('waiting');
    expect(view({ status: 'pending_approval' })).toBe('waiting');
    expect(view({ status: 'pending_approval', order: { status: 'unpaid' } })).toBe('waiting');
    expect(stepState('waiting')).toEqual({ current: 3, status: 'process' });
  });

  it('ends approved, rejected or disabled on the last step', () => {
    expect(view({ status: 'active' })).toBe('approved');
    expect(stepState('approved')).toEqual({ current: 3, status: 'finish' });
    expect(view({ status: 'rejected', order: { status: 'paid' } })).toBe('rejected');
    expect(stepState('rejected')).toEqual({ current: 3, status: 'error' });
    expect(view({ status: 'disabled' })).toBe('disabled');
    expect(stepState('disabled')).toEqual({ current: 3, status: 'error' });
  });

  it('takes an approved shop whose plan ran out through choosing and paying a renewal', () => {
    expect(view({ status: 'active', expired: true })).toBe('plans');
    expect(view({ status: 'active', expired: true, order: { status: 'unpaid' } })).toBe('pay');
    expect(view({ status: 'active', expired: true, order: { status: 'paid' } })).toBe('plans');
    expect(view({ status: 'active', expired: false, order: { status: 'paid' } })).toBe('approved');
  });
});
