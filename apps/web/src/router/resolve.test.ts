import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve.ts';

describe('the error pages', () => {
  it('shows "no permission" at its own address /403', () => {
    expect(resolveRoute('/403')).toMatchObject({ redirect: undefined });
  });

  it('sends the older address /401 on to /403', () => {
    expect(resolveRoute('/401')?.redirect).toBe('/403');
  });
});
