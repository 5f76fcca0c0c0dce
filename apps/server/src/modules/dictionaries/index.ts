export { seedCompanyDicts } from './defaults.ts';
