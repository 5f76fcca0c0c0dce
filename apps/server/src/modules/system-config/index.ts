export { systemConfigs } from './schema.ts';
