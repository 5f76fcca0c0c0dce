import { unchecked } from '../../../http/client.ts';
import type { User } from '../../../session/types.ts';

export interface ProfileInput {
  nickName: string;
  phone: string;
  email: string;
  /** The code sent to a new phone; only when the phone changes. */
  code?: string;
}

export const updateProfile = (body: ProfileInput) => unchecked.put<User>('/api/users/center', body);

/** Sends a code to the phone the person wants to switch to (the echo provider hands it back). */
export const sendPhoneCode = (phone: string) =>
  unchecked.post<{ message: string; code?: string }>('/api/users/center/sms', { phone });

export const updatePassword = (oldPass: string, newPass: string) =>
  unchecked.post<{ message: string }>('/api/users/updatePass', { oldPass, newPass });

export function uploadAvatar(file: File): Promise<{ avatar: string }> {
  const body = new FormData();
  body.append('avatar', file);
  return unchecked.post<{ avatar: string }>('/api/users/updateAvatar', body);
}
