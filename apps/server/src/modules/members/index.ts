export { members } from './schema.ts';
