export { assertPlanRoom } from './plan-limits.ts';
