export { companyRoutes } from './routes.ts';
export { companies, companyMembers, companyOrders, plans } from './schema.ts';
export { currentCompany } from './service.ts';
