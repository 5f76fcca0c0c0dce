import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorResult status={404} title={t('errors.notFoundTitle')} description={t('errors.notFoundDesc')} />
  );
}
