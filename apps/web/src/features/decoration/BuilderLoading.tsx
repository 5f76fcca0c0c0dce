import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDecoT } from './i18n.ts';

/** The builder while its page loads, or why it could not. */
export function BuilderLoading({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  const t = useDecoT();
  const { t: common } = useTranslation();
  if (!failed) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <Result
      status="warning"
      title={t('builder.loadFailed')}
      extra={<Button onClick={onRetry}>{common('common.retry')}</Button>}
    />
  );
}
