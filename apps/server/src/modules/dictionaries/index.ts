export { seedCompanyDicts } from './defaults.ts';
export { dictLabels } from './service.ts';
