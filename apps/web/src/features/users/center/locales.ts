import type { Translated } from '../../../i18n/featureBundle.ts';

export const zh = {
  code: '短信验证码',
  codeHint: '更换手机号需验证新号码：验证码将发送到新手机号。',
  codeRequired: '请输入新手机号收到的验证码',
  codeInvalid: '验证码为 6 位数字',
  send: '发送验证码',
  resend: '{{count}} 秒后重发',
  sent: '验证码已发送到新手机号',
} as const;

export const en: Translated<typeof zh> = {
  code: 'SMS code',
  codeHint: 'A new phone number must be confirmed: the code goes to the new number.',
  codeRequired: 'Enter the code sent to the new number',
  codeInvalid: 'The code has 6 digits',
  send: 'Send code',
  resend: 'Resend in {{count}} s',
  sent: 'The code was sent to the new number',
};
