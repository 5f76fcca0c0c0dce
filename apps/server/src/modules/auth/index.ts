export { appSecrets } from './schema.ts';
