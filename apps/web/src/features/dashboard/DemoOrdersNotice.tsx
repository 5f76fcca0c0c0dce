import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Progress } from 'antd';
import { useEffect, useRef } from 'react';
import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { fetchDemoOrders } from './api.ts';
import { en, zh } from './demoOrdersLocales.ts';

const useDemoT = defineFeatureBundle('dashboardDemoOrders', zh, en);

/** How often the progress is asked again while the demo orders are being made. */
const POLL_MS = 3000;

/**
 * While the demo's orders are still being made in the background (the first start), how far along
 * they are; the dashboard's statistics are refreshed when they are all made. Nothing otherwise.
 */
export function DemoOrdersNotice({ companyId }: { companyId: number | null }) {
  const t = useDemoT();
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: ['dashboard', 'demoOrders', companyId],
    queryFn: fetchDemoOrders,
    refetchInterval: (query) => (query.state.data?.running ? POLL_MS : false),
  });
  const running = progress.data?.running ?? false;
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    wasRunning.current = running;
  }, [running, queryClient]);
  if (!progress.data?.running) return null;
  const { made, total } = progress.data;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="demo-orders-notice"
      title={t('title')}
      description={
        <>
          <div>{t('progress', { made, total })}</div>
          <Progress percent={total > 0 ? Math.floor((made * 100) / total) : 0} size="small" />
        </>
      }
    />
  );
}
