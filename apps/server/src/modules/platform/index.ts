export { platformRoutes } from './routes.ts';
export { storeCategories } from './schema.ts';
export { recordServerError } from './server-errors.ts';
