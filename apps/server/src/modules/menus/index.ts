export { menus } from './schema.ts';
