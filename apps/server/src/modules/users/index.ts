export { users } from './schema.ts';
