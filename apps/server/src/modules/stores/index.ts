export { stores } from './schema.ts';
