export { systemConfigs } from './schema.ts';
export { configValue } from './service.ts';
