export { seedExpressCompanies } from './defaults.ts';
export { expressRoutes } from './routes.ts';
export { countOrdersOnTheWayWith, enabledCouriersIn, expressCompanyOf } from './service.ts';
export type { Tracking } from './tracking/provider.ts';
export { trackShipment } from './tracking/service.ts';
