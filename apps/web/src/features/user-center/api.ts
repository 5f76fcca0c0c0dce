import { http } from '../../http/client.ts';
import type { User } from '../../session/types.ts';

export interface ProfileInput {
  nickName: string;
  phone: string;
  email: string;
}

export const updateProfile = (body: ProfileInput) => http.put<User>('/api/users/center', body);

export const updatePassword = (oldPass: string, newPass: string) =>
  http.post<{ message: string }>('/api/users/updatePass', { oldPass, newPass });

export function uploadAvatar(file: File): Promise<{ avatar: string }> {
  const body = new FormData();
  body.append('avatar', file);
  return http.post<{ avatar: string }>('/api/users/updateAvatar', body);
}
