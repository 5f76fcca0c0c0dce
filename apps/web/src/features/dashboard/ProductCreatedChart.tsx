import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ProductStats } from './productStatsApi.ts';
import { useProductStatsT } from './productStatsI18n.ts';
import { runningTotal } from './productStatsRange.ts';

type Charts = typeof import('../../components/charts/echartsSetup.ts')['echarts'];
type Chart = ReturnType<Charts['init']>;

const cssVar = (name: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Products created per day (bars) and their running total (line), drawn with ECharts. */
export function ProductCreatedChart({ days }: { days: ProductStats['createdByDay'] }) {
  const t = useProductStatsT();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('../../components/charts/echartsSetup.ts').then(({ echarts }) => {
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
    const counts = days.map((day) => day.count);
    chart.current.setOption(
      {
        color: [cssVar('--hh-primary', '#1890ff'), '#52c41a'],
        tooltip: { trigger: 'axis' },
        legend: { data: [t('chartCreated'), t('chartTotal')], textStyle: { color: text }, top: 0 },
        grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
        xAxis: {
          type: 'category',
          data: days.map((day) => day.date.slice(5)),
          axisLabel: { color: text },
          axisLine: { lineStyle: { color: line } },
        },
        yAxis: [
          {
            type: 'value',
            minInterval: 1,
            axisLabel: { color: text },
            splitLine: { lineStyle: { color: line } },
          },
          { type: 'value', minInterval: 1, axisLabel: { color: text }, splitLine: { show: false } },
        ],
        series: [
          { name: t('chartCreated'), type: 'bar', data: counts, barMaxWidth: 28 },
          {
            name: t('chartTotal'),
            type: 'line',
            yAxisIndex: 1,
            data: runningTotal(counts),
            smooth: true,
            symbolSize: 6,
          },
        ],
      },
      true,
    );
  }, [ready, days, t]);

  return (
    <div className="hh-product-chart-box">
      {!ready && <Skeleton active paragraph={{ rows: 6 }} className="hh-product-chart-wait" />}
      <div ref={box} className="hh-product-chart" data-testid="product-stats-chart" />
    </div>
  );
}
