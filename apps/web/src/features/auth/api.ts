import { AUTH_URL, authContract, type PublicSmsScene, type Wire } from '@hh/shared';
import { http } from '../../http/client.ts';

export type Captcha = Wire<typeof authContract.captcha>;

export const fetchCaptcha = () => http.get(`${AUTH_URL}/code`, authContract.captcha);

export const loginWithPassword = (body: Wire<typeof authContract.login>) =>
  http.post(`${AUTH_URL}/login`, authContract.loginResult, body);

/** `captcha` is the solved image captcha: `uuid` from `/auth/code` and the text typed. */
export const sendSmsCode = (phone: string, scene: PublicSmsScene, captcha: { uuid: string; code: string }) =>
  http.post(`${AUTH_URL}/sms/send`, authContract.smsSent, { phone, scene, ...captcha });

export const loginWithPhone = (body: Wire<typeof authContract.loginByPhone>) =>
  http.post(`${AUTH_URL}/loginPhoneCode`, authContract.loginResult, body);

export const registerUser = (body: Wire<typeof authContract.register>) =>
  http.post(`${AUTH_URL}/userRegister`, authContract.loginResult, body);

export const resetPassword = (body: Wire<typeof authContract.findPassword>) =>
  http.post(`${AUTH_URL}/findPassword`, authContract.message, body);
