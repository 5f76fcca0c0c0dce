import { reportApiError } from '../http/catalogue.ts';
import { configureHttp } from '../http/client.ts';
import { notifyError } from '../http/notify.ts';
import { i18n } from '../i18n/index.ts';
import { withFeedback } from '../lib/feedback.ts';
import { isLeavingPage } from '../lib/pageLifecycle.ts';
import { goTo } from '../router/navigation.ts';
import { FORBIDDEN_PATH } from '../routing/paths.ts';
import { logout } from '../session/actions.ts';
import { getToken } from '../session/storage.ts';

let reloginOpen = false;

function confirmRelogin(): void {
  if (reloginOpen) return;
  reloginOpen = true;
  withFeedback((feedback) =>
    feedback.modal.confirm({
      title: i18n.t('http.systemPrompt'),
      content: i18n.t('http.sessionExpired'),
      okText: i18n.t('http.relogin'),
      cancelText: i18n.t('common.cancel'),
      onOk: async () => {
        await logout();
        window.location.reload();
      },
      afterClose: () => {
        reloginOpen = false;
      },
    }),
  );
}

export function setupHttp(): void {
  configureHttp({
    getToken,
    onError: (error, url) => {
      if (isLeavingPage()) return;
      reportApiError(error, url, {
        notifyError,
        confirmRelogin,
        goForbidden: () => goTo(FORBIDDEN_PATH),
        translate: (key) => i18n.t(key),
      });
    },
  });
}
