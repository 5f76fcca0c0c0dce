export { memberRoles, roles } from './schema.ts';
