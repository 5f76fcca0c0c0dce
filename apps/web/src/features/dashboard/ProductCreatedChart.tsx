import { Skeleton } from 'antd';
import { useMemo } from 'react';
import { type ChartOption, chartColors, useEChart } from '../../components/charts/useEChart.ts';
import type { ProductStats } from './productStatsApi.ts';
import { useProductStatsT } from './productStatsI18n.ts';
import { runningTotal } from './productStatsRange.ts';

type Days = ProductStats['createdByDay'];

function createdOption(days: Days, created: string, total: string): ChartOption {
  const { primary, text, line } = chartColors();
  const counts = days.map((day) => day.count);
  return {
    color: [primary, '#52c41a'],
    tooltip: { trigger: 'axis' },
    legend: { data: [created, total], textStyle: { color: text }, top: 0 },
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
      { name: created, type: 'bar', data: counts, barMaxWidth: 28 },
      {
        name: total,
        type: 'line',
        yAxisIndex: 1,
        data: runningTotal(counts),
        smooth: true,
        symbolSize: 6,
      },
    ],
  };
}

/** Products created per day (bars) and their running total (line), drawn with ECharts. */
export function ProductCreatedChart({ days }: { days: Days }) {
  const t = useProductStatsT();
  const created = t('chartCreated');
  const total = t('chartTotal');
  const option = useMemo(() => createdOption(days, created, total), [days, created, total]);
  const { box, ready } = useEChart(option);
  return (
    <div className="hh-product-chart-box">
      {!ready && <Skeleton active paragraph={{ rows: 6 }} className="hh-product-chart-wait" />}
      <div ref={box} className="hh-product-chart" data-testid="product-stats-chart" />
    </div>
  );
}
