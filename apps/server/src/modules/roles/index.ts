export { memberRoles, roleMenus, roles } from './schema.ts';
