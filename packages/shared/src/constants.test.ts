import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANG,
  DEFAULT_SETTINGS,
  DEFAULT_SIZE,
  MOBILE_BREAKPOINT,
  REQUEST_TIMEOUT_MS,
  SEARCH_THRESHOLD,
  TOKEN_COOKIE,
} from './constants.ts';

describe('constants of the spec', () => {
  it('keeps the spec values', () => {
    expect(TOKEN_COOKIE).toBe('HH-TOEKN');
    expect(REQUEST_TIMEOUT_MS).toBe(1_200_000);
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(SEARCH_THRESHOLD).toBe(0.4);
    expect(DEFAULT_LANG).toBe('zh');
    expect(DEFAULT_SIZE).toBe('small');
  });
  it('turns the interface features on by default', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      uniqueOpened: true,
      showFooter: true,
    });
  });
});
