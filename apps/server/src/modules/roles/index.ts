export { roleNameSql } from './names.ts';
export { memberRoles, roleMenus, roles } from './schema.ts';
export { COMPANY_ROLES, insertRoles } from './stock-roles.ts';
