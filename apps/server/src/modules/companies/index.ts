export { companyRoutes } from './routes.ts';
export { companies, companyMembers, plans } from './schema.ts';
export { currentCompany } from './service.ts';
