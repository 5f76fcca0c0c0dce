import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { configQueryKey, fetchSystemConfig } from './api.ts';
import { ConfigForm } from './ConfigForm.tsx';
import { useSystemConfigT } from './i18n.ts';
import './system-config.css';

export default function ConfigPage() {
  const { t } = useTranslation();
  const st = useSystemConfigT();
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: configQueryKey, queryFn: fetchSystemConfig });

  let body = <Skeleton active paragraph={{ rows: 4 }} />;
  if (config.isError) {
    body = (
      <Result
        status="warning"
        title={st('config.loadFailed')}
        extra={<Button onClick={() => void config.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (config.data) {
    body = (
      <ConfigForm
        initial={config.data}
        onSaved={(values) => queryClient.setQueryData(configQueryKey, values)}
      />
    );
  }
  return (
    <Card title={st('config.title')} className="hh-system-config" data-testid="config-page">
      {body}
    </Card>
  );
}
