export { seedCompanyDicts } from './defaults.ts';
export { dicts } from './schema.ts';
