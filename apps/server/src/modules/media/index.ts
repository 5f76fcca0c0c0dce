export { mediaRoutes } from './routes.ts';
