import { useEffect, useRef, useState } from 'react';

type Charts = typeof import('./echartsSetup.ts')['echarts'];
type Chart = ReturnType<Charts['init']>;
export type ChartOption = Parameters<Chart['setOption']>[0];

const cssVar = (name: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** The theme's colours as the charts draw them: the primary colour, secondary text, lines. */
export const chartColors = () => ({
  primary: cssVar('--hh-primary', '#1890ff'),
  text: cssVar('--hh-text-secondary', '#666'),
  line: cssVar('--hh-border', '#e8e8e8'),
});

/**
 * An ECharts chart in `box`: the library loads with import() on first use, the chart follows its
 * box's size, and draws `option` (keep it memoised) whenever it changes. `ready` is false until then.
 */
export function useEChart(option: ChartOption) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echartsSetup.ts').then(({ echarts }) => {
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
    if (ready) chart.current?.setOption(option, true);
  }, [ready, option]);

  return { box, ready };
}
