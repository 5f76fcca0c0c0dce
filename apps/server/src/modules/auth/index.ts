export { limitPasswordTries } from './login-limit.ts';
export { appSecrets } from './schema.ts';
export { sendSmsCode, useSmsCode } from './sms.ts';
