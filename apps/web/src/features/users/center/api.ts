import { USER_CENTER_URL, USERS_URL, usersContract, type Wire } from '@hh/shared';
import { http } from '../../../http/client.ts';

export type ProfileInput = Wire<typeof usersContract.profile>;

export const updateProfile = (body: ProfileInput) => http.put(USER_CENTER_URL, usersContract.user, body);

/** Sends a code to the phone the person wants to switch to (the echo provider hands it back). */
export const sendPhoneCode = (phone: string) =>
  http.post(`${USER_CENTER_URL}/sms`, usersContract.codeSent, { phone });

export const updatePassword = (oldPass: string, newPass: string) =>
  http.post(`${USERS_URL}/updatePass`, usersContract.message, { oldPass, newPass });

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file);
  return http.post(`${USERS_URL}/updateAvatar`, usersContract.avatar, body);
}
