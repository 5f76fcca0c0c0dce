export { menus } from './schema.ts';
export { menusOfCaller } from './service.ts';
