export * from '../modules/auth/schema.ts';
export * from '../modules/companies/schema.ts';
export * from '../modules/dealers/schema.ts';
export * from '../modules/logs/schema.ts';
export * from '../modules/menus/schema.ts';
export * from '../modules/roles/schema.ts';
export * from '../modules/stores/schema.ts';
export * from '../modules/users/schema.ts';
