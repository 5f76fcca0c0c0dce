export { systemConfigs } from './schema.ts';
export { configIs, configValue, DEFAULTS as SYSTEM_CONFIG_DEFAULTS } from './service.ts';
