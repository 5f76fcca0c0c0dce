import { NEW_SHOP_DAYS } from '@hh/shared';
import { Card, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { usePlatformT } from '../i18n.ts';
import type { PlatformHome } from './api.ts';

type Charts = typeof import('../../../components/charts/echartsSetup.ts')['echarts'];
type Chart = ReturnType<Charts['init']>;
type Days = PlatformHome['newCompaniesByDay'];

const cssVar = (name: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

function useBarChart(days: Days, label: string) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('../../../components/charts/echartsSetup.ts').then(({ echarts }) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current);
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!ready || !chart.current) return;
    const text = cssVar('--hh-text-secondary', '#666');
    const line = cssVar('--hh-border', '#e8e8e8');
    chart.current.setOption(
      {
        color: [cssVar('--hh-primary', '#1890ff')],
        tooltip: { trigger: 'axis' },
        grid: { left: 8, right: 8, top: 16, bottom: 4, containLabel: true },
        xAxis: {
          type: 'category',
          data: days.map((day) => day.date.slice(5)),
          axisLabel: { color: text },
          axisLine: { lineStyle: { color: line } },
        },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { color: text },
          splitLine: { lineStyle: { color: line } },
        },
        series: [{ name: label, type: 'bar', data: days.map((day) => day.count), barMaxWidth: 24 }],
      },
      true,
    );
  }, [ready, days, label]);

  return { box, ready };
}

/** New shops per calendar day over the last NEW_SHOP_DAYS days, drawn with ECharts. */
export function NewShopsChart({ days }: { days: Days }) {
  const t = usePlatformT();
  const { box, ready } = useBarChart(days, t('home.chartNew'));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <Card
      title={t('home.newShops', { days: NEW_SHOP_DAYS })}
      extra={<span data-testid="home-new-total">{t('home.newShopsTotal', { count: total })}</span>}
      data-testid="home-new-shops"
    >
      <div className="hh-home-chart-box">
        {!ready && <Skeleton active paragraph={{ rows: 6 }} />}
        <div ref={box} className="hh-home-chart" data-testid="home-new-chart" />
      </div>
    </Card>
  );
}
