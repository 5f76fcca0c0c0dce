import { useTranslation } from 'react-i18next';
import { withFeedback } from '../lib/feedback.ts';
import { logout } from '../session/actions.ts';

export function useLogoutConfirm(): () => void {
  const { t } = useTranslation();
  return () => {
    withFeedback((feedback) =>
      feedback.modal.confirm({
        title: t('common.prompt'),
        content: t('layout.logoutConfirm'),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: async () => {
          await logout();
          window.location.reload();
        },
      }),
    );
  };
}
