export { seedCompanyDicts } from './defaults.ts';
export { dictEntries, dictLabels } from './service.ts';
