import { USER_CENTER_URL, USERS_URL, userContract, type Wire } from '@hh/shared';
import { http } from '../../../http/client.ts';

export type ProfileInput = Wire<typeof userContract.profile>;

export const updateProfile = (body: ProfileInput) => http.put(USER_CENTER_URL, userContract.user, body);

/** Sends a code to the phone the person wants to switch to (the echo provider hands it back). */
export const sendPhoneCode = (phone: string) =>
  http.post(`${USER_CENTER_URL}/sms`, userContract.codeSent, { phone });

export const updatePassword = (oldPass: string, newPass: string) =>
  http.post(`${USERS_URL}/updatePass`, userContract.message, { oldPass, newPass });

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file);
  return http.post(`${USERS_URL}/updateAvatar`, userContract.avatar, body);
}
