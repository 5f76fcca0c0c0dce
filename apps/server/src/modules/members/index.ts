export { members } from './schema.ts';
export { changeWallet, ledgerPage, walletChange } from './service.ts';
