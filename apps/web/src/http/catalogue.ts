import { ERROR_DURATION_MS, NETWORK_ERROR_DURATION_MS } from '@hh/shared';
import type { ApiError } from './ApiError.ts';

export interface CatalogueActions {
  notifyError(text: string, durationMs: number): void;
  confirmRelogin(): void;
  goForbidden(): void;
  translate(key: 'http.requestFailed' | 'http.timeout'): string;
}

/** The mini-program and open-platform calls whose failures the page never reports. */
const SILENT_ERROR_PATHS = [
  'getAuthorizerInfo',
  'queryVersion',
  'tester',
  'getTemplateList',
  'getPluginList',
];

function isSilentPath(url: string): boolean {
  return SILENT_ERROR_PATHS.some((segment) => url.includes(segment));
}

export function reportApiError(error: ApiError, url: string, actions: CatalogueActions): void {
  if (isSilentPath(url)) return;
  if (error.kind === 'timeout') {
    actions.notifyError(actions.translate('http.timeout'), NETWORK_ERROR_DURATION_MS);
    return;
  }
  if (error.kind === 'network' || error.status === undefined) {
    actions.notifyError(actions.translate('http.requestFailed'), NETWORK_ERROR_DURATION_MS);
    return;
  }
  if (error.status === 401) {
    actions.confirmRelogin();
    return;
  }
  if (error.status === 403) {
    actions.goForbidden();
    return;
  }
  actions.notifyError(error.message || actions.translate('http.requestFailed'), ERROR_DURATION_MS);
}
