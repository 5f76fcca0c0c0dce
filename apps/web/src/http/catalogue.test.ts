import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { type CatalogueActions, reportApiError } from './catalogue.ts';

function actions() {
  return {
    notifyError: vi.fn<CatalogueActions['notifyError']>(),
    confirmRelogin: vi.fn(),
    goForbidden: vi.fn(),
    translate: (key: 'http.requestFailed' | 'http.timeout') =>
      key === 'http.timeout' ? 'network request timeout' : 'interface request failed',
  } satisfies CatalogueActions;
}

describe('the error catalogue', () => {
  it('asks to sign in again on 401', () => {
    const act = actions();
    reportApiError(new ApiError('status', 'expired', 401), '/api/x', act);
    expect(act.confirmRelogin).toHaveBeenCalledOnce();
    expect(act.notifyError).not.toHaveBeenCalled();
  });

  it('goes to the no-permission page on 403', () => {
    const act = actions();
    reportApiError(new ApiError('status', 'forbidden', 403), '/api/x', act);
    expect(act.goForbidden).toHaveBeenCalledOnce();
    expect(act.notifyError).not.toHaveBeenCalled();
  });

  it('shows the server message for 2 s on other statuses', () => {
    const act = actions();
    reportApiError(new ApiError('status', '用户名或密码错误', 400), '/auth/login', act);
    expect(act.notifyError).toHaveBeenCalledWith('用户名或密码错误', 2000);
  });

  it('shows interface request failed for 5 s when there is no status', () => {
    const act = actions();
    reportApiError(new ApiError('network', 'Failed to fetch'), '/api/x', act);
    expect(act.notifyError).toHaveBeenCalledWith('interface request failed', 5000);
  });

  it('shows network request timeout for 5 s on a timeout', () => {
    const act = actions();
    reportApiError(new ApiError('timeout', 'timeout'), '/api/x', act);
    expect(act.notifyError).toHaveBeenCalledWith('network request timeout', 5000);
  });

  it('stays silent for the mini-program and open-platform paths', () => {
    for (const path of ['getAuthorizerInfo', 'queryVersion', 'tester', 'getTemplateList', 'getPluginList']) {
      const act = actions();
      reportApiError(new ApiError('status', 'boom', 500), `/api/wx/${path}`, act);
      reportApiError(new ApiError('status', 'boom', 401), `/api/wx/${path}`, act);
      expect(act.notifyError).not.toHaveBeenCalled();
      expect(act.confirmRelogin).not.toHaveBeenCalled();
    }
  });
});
