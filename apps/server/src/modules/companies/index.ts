export { assertPlanRoom } from './plan-limits.ts';
export { readShop, type Shop, shopByKey } from './public-shop.ts';
export { companyRoutes } from './routes.ts';
export { companies, companyMembers, companyOrders, plans } from './schema.ts';
export { currentCompany, memberCompanies } from './service.ts';
