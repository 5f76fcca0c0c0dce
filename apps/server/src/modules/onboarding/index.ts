export { onCompanySetUp } from './company-setup.ts';
export { onboardingRoutes } from './routes.ts';
