export { type CustomPages, registerCustomPages } from './custom-pages.ts';
export { linkCategories, linkProducts } from './links.ts';
export { navigationRoutes } from './routes.ts';
export { navigationIn } from './service.ts';
