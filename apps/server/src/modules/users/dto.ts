import { z } from 'zod';
import type { users } from './schema.ts';

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  nickName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  enabled: z.boolean(),
});
export type UserDto = z.output<typeof userSchema>;

/** The public shape of a person: never a password or its hash. */
export function toUserDto(u: typeof users.$inferSelect): UserDto {
  return {
    id: u.id,
    username: u.username,
    nickName: u.nickName,
    phone: u.phone,
    email: u.email,
    avatar: u.avatar,
    enabled: u.enabled,
  };
}
