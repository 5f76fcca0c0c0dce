export { assertPlanRoom } from './plan-limits.ts';
export { companyRoutes } from './routes.ts';
export { companies, companyMembers, companyOrders, plans } from './schema.ts';
export { currentCompany, memberCompanies } from './service.ts';
