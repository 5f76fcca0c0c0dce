import { i18n } from '../../i18n/index.ts';
import { withFeedback } from '../../lib/feedback.ts';

/** The spec's bulk delete confirm: 'Prompt' / 'Are you sure to delete the selected data?'. */
export function confirmBulkDelete(remove: () => Promise<void>): void {
  withFeedback((feedback) =>
    feedback.modal.confirm({
      title: i18n.t('common.prompt'),
      content: i18n.t('common.bulkDeleteConfirm'),
      okText: i18n.t('common.confirm'),
      cancelText: i18n.t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove().catch(() => undefined),
    }),
  );
}
