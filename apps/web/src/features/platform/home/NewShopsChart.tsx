import { NEW_SHOP_DAYS } from '@hh/shared';
import { Card, Skeleton } from 'antd';
import { useMemo } from 'react';
import { type ChartOption, chartColors, useEChart } from '../../../components/charts/useEChart.ts';
import { usePlatformT } from '../i18n.ts';
import type { PlatformHome } from './api.ts';

type Days = PlatformHome['newCompaniesByDay'];

function barOption(days: Days, label: string): ChartOption {
  const { primary, text, line } = chartColors();
  return {
    color: [primary],
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
  };
}

/** New shops per calendar day over the last NEW_SHOP_DAYS days, drawn with ECharts. */
export function NewShopsChart({ days }: { days: Days }) {
  const t = usePlatformT();
  const label = t('home.chartNew');
  const option = useMemo(() => barOption(days, label), [days, label]);
  const { box, ready } = useEChart(option);
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
