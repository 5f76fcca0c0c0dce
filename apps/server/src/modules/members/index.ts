export { members } from './schema.ts';
export { changeWallet } from './service.ts';
