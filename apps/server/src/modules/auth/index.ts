export { checkCaptcha } from './captcha.ts';
export { accountKey, beginAttempt, limitPasswordTries } from './login-limit.ts';
export { appSecrets } from './schema.ts';
export { sendSmsCode, useSmsCode } from './sms.ts';
export { maskPhone } from './sms-provider.ts';
