import { unchecked } from '../../http/client.ts';
import type { LoginResult } from '../../session/types.ts';

export type SmsScene = 'login' | 'register' | 'findPassword';

export interface Captcha {
  img: string;
  uuid: string;
}

export interface PasswordLogin {
  username: string;
  password: string;
  code: string;
  uuid: string;
  rememberMe: boolean;
}

export interface PhoneLogin {
  phone: string;
  code: string;
  rememberMe: boolean;
}

export interface Registration {
  phone: string;
  code: string;
  password: string;
  username?: string;
  nickName?: string;
}

export interface PasswordReset {
  phone: string;
  code: string;
  password: string;
}

export const fetchCaptcha = () => unchecked.get<Captcha>('/auth/code');

export const loginWithPassword = (body: PasswordLogin) => unchecked.post<LoginResult>('/auth/login', body);

/** `captcha` is the solved image captcha: `uuid` from `/auth/code` and the text typed. */
export const sendSmsCode = (phone: string, scene: SmsScene, captcha: { uuid: string; code: string }) =>
  unchecked.post<{ message: string; code?: string }>('/auth/sms/send', { phone, scene, ...captcha });

export const loginWithPhone = (body: PhoneLogin) => unchecked.post<LoginResult>('/auth/loginPhoneCode', body);

export const registerUser = (body: Registration) => unchecked.post<LoginResult>('/auth/userRegister', body);

export const resetPassword = (body: PasswordReset) =>
  unchecked.post<{ message: string }>('/auth/findPassword', body);
