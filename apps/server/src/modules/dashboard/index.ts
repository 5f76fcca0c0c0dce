export { daysOf, type StatsRange } from './range.ts';
export { dashboardRoutes } from './routes.ts';
