export { accountKey, beginAttempt, limitPasswordTries } from './login-limit.ts';
export {
  checkSmsCode,
  consumeSmsCode,
  type SmsProvider,
  type SmsScene,
  sendSmsCode,
  useSmsCode,
} from './sms.ts';
