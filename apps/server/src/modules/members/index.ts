export { memberJoined, registerMemberJoined } from './joined.ts';
export { members } from './schema.ts';
export { changeWallet, ledgerPage, walletChange } from './service.ts';
