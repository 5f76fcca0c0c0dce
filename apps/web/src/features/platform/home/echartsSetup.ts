import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/** Only the bar chart of new shops, so the chunk stays small; loaded with import(). */
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
