export { dealers } from './schema.ts';
