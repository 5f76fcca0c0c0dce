export { platformRoutes } from './routes.ts';
export { storeCategories } from './schema.ts';
export { KEEP_ERRORS, recordServerError } from './server-errors.ts';
