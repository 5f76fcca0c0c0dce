export { systemConfigs } from './schema.ts';
export { DEFAULTS as SYSTEM_CONFIG_DEFAULTS } from './service.ts';
