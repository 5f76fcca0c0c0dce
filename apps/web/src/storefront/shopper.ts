import type { storefrontContract, Wire } from '@hh/shared';
import { answerOf, frontCall } from './request.ts';
import { forgetShopper, keepShopperToken } from './session.ts';
import { lang } from './texts.ts';

type Contract = typeof storefrontContract;
export type Shopper = Wire<Contract['me']>;

import type { Captcha } from '../hooks/useCaptcha.ts';

/** The picture captcha a code is sent with: the back office's own (`/auth/code`). */
export const fetchCaptcha = () =>
  answerOf<Captcha>(() =>
    fetch('/auth/code', { headers: { accept: 'application/json', 'accept-language': lang } }),
  );

export const signIn = {
  /** Sends a sign-in code for this shop to the phone (the captcha solved first). */
  sendCode: (companyKey: string, phone: string, captcha: { uuid: string; code: string }) =>
    frontCall<Wire<Contract['codeSent']>>(companyKey, 'POST', '/login/sms', {
      companyKey,
      phone,
      ...captcha,
    }),
  /** Signs in by phone and code, and keeps the token for the next visits. */
  async login(companyKey: string, phone: string, code: string): Promise<Shopper> {
    const result = await frontCall<Wire<Contract['loginResult']>>(companyKey, 'POST', '/login', {
      companyKey,
      phone,
      code,
    });
    keepShopperToken(companyKey, result.token);
    return result.member;
  },
  /** Ends the session on the server; the token is forgotten here whatever the server answers. */
  async logout(companyKey: string): Promise<void> {
    try {
      await frontCall(companyKey, 'POST', '/logout');
    } finally {
      forgetShopper(companyKey);
    }
  },
};

export const me = (companyKey: string) => frontCall<Shopper>(companyKey, 'GET', '/user');

export type WalletPage = Wire<Contract['wallet']>;

/** A page of the shopper's wallet ledger, newest first. */
export const walletLedger = (companyKey: string, page: number, size: number) =>
  frontCall<WalletPage>(companyKey, 'GET', `/wallet?page=${page}&size=${size}`);
