export { currentCompany } from './service.ts';
