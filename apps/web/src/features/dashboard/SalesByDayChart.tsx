import { Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartOption, chartColors, useEChart } from '../../components/charts/useEChart.ts';
import type { SalesStats } from './salesApi.ts';
import { axisMoney, dayTooltip } from './salesFormat.ts';
import { useSalesT } from './salesI18n.ts';

type Days = SalesStats['byDay'];

interface Labels {
  orders: string;
  sales: string;
  language: string;
}

interface AxisPoint {
  dataIndex: number;
}

function salesOption(days: Days, labels: Labels): ChartOption {
  const { primary, text, line } = chartColors();
  const axis = { axisLabel: { color: text }, axisLine: { lineStyle: { color: line } } };
  return {
    color: [primary, '#fa8c16'],
    tooltip: {
      trigger: 'axis',
      formatter: (points: AxisPoint | AxisPoint[]) => {
        const day = days[(Array.isArray(points) ? points[0] : points)?.dataIndex ?? 0];
        if (!day) return '';
        return dayTooltip(
          day.date,
          { label: labels.orders, value: day.orders },
          { label: labels.sales, value: day.sales },
        );
      },
    },
    legend: { data: [labels.orders, labels.sales], textStyle: { color: text }, top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)), ...axis },
    yAxis: [
      {
        type: 'value',
        minInterval: 1,
        ...axis,
        splitLine: { lineStyle: { color: line } },
      },
      {
        type: 'value',
        ...axis,
        axisLabel: { color: text, formatter: (value: number) => axisMoney(value, labels.language) },
        splitLine: { show: false },
      },
    ],
    series: [
      { name: labels.orders, type: 'bar', data: days.map((day) => day.orders), barMaxWidth: 28 },
      {
        name: labels.sales,
        type: 'line',
        yAxisIndex: 1,
        // Drawn as numbers (a chart plots floats); the tooltip reads the exact strings.
        data: days.map((day) => Number(day.sales)),
        symbolSize: 6,
      },
    ],
  };
}

/** Paid orders (bars, left axis) and sales (line, right axis) per day; a message over an empty range. */
export function SalesByDayChart({ days }: { days: Days }) {
  const t = useSalesT();
  const { i18n } = useTranslation();
  const orders = t('chartOrders');
  const sales = t('chartSales');
  const language = i18n.language;
  const option = useMemo(
    () => salesOption(days, { orders, sales, language }),
    [days, orders, sales, language],
  );
  const { box, ready } = useEChart(option);
  const empty = days.every((day) => day.orders === 0);
  return (
    <div className="hh-product-chart-box">
      {!ready && <Skeleton active paragraph={{ rows: 6 }} className="hh-product-chart-wait" />}
      <div ref={box} className="hh-product-chart" data-testid="sales-chart" />
      {ready && empty && (
        <Empty className="hh-sales-chart-empty" description={t('noOrders')} data-testid="sales-chart-empty" />
      )}
    </div>
  );
}
