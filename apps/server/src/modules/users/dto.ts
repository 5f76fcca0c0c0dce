import type { userDto } from '@hh/shared';
import type { z } from 'zod';
import type { users } from './schema.ts';

export type UserDto = z.output<typeof userDto>;

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
