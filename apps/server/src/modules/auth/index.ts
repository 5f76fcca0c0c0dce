export { checkCaptcha } from './captcha.ts';
export { maskPhone } from './sms-provider.ts';
