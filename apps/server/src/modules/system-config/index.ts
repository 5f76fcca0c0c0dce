export { systemConfigs } from './schema.ts';
export { configValue, DEFAULTS as SYSTEM_CONFIG_DEFAULTS } from './service.ts';
