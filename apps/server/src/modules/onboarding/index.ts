export { assertPlanRoom } from './plan-limits.ts';
export { onboardingRoutes } from './routes.ts';
