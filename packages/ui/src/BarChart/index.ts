export { BarChart } from './BarChart';
export type { BarChartDatum, BarChartProps, BarChartSeries } from './BarChart';
