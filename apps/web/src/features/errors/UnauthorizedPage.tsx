import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult.tsx';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status={403}
      title={t('errors.unauthorizedTitle')}
      description={t('errors.unauthorizedDesc')}
    />
  );
}
