export { members } from './schema.ts';
export { changeWallet, ledgerPage } from './service.ts';
