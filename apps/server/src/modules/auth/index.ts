export { limitPasswordTries } from './login-limit.ts';
export { sendSmsCode, useSmsCode } from './sms.ts';
