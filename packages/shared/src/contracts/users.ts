import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../list.ts';
import {
  dateParam,
  email,
  idList,
  idParam,
  messageSchema,
  mobile,
  password,
  smsCode,
  timestamp,
  username,
} from './common.ts';

export const USERS_URL = '/api/users';
export const USER_CENTER_URL = '/api/users/center';
export const COMPANY_INVITATIONS_URL = '/api/users/invitations';
export const MY_INVITATIONS_URL = '/api/invitations';

/** The public shape of a person: never a password or its hash. */
export const userDto = z.object({
  id: z.number(),
  username: z.string(),
  nickName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  enabled: z.boolean(),
});

export const staffInput = z.object({
  username: username(),
  nickName: z.string().trim().min(1, 'msg:required').max(32),
  phone: mobile(),
  email: email().nullable().default(null),
  enabled: z.boolean().default(true),
  roles: z.array(z.number().int().positive()).max(50).default([]),
});

export const staffRole = z.object({ id: z.number(), name: z.string(), level: z.number() });

/** The stores a staff member works at (a clerk verifies pickups of these stores only). */
const storeIds = z.array(z.number().int().positive()).max(100);

export const staffRow = userDto.extend({
  createTime: timestamp().optional(),
  roles: z.array(staffRole),
  storeIds: z.array(z.number()),
});

export const staffSaved = userDto.extend({ roles: z.array(z.number()), storeIds: z.array(z.number()) });

/** An existing person was invited: nothing about them is told back. */
export const staffInvited = z.object({ invited: z.literal(true), message: z.string() });

const staffFilter = z.object({
  blurry: z.string().trim().max(50).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  createTime: z.array(dateParam()).length(2).optional(),
});

/** An invitation of this company to a person who already has an account. */
export const companyInvitation = z.object({
  id: z.number(),
  phone: z.string(),
  roles: z.array(z.string()),
  enabled: z.boolean(),
  invitedBy: z.string(),
  createTime: timestamp(),
  expireTime: timestamp(),
});

/** An invitation the signed-in person has received. */
const myInvitation = z.object({
  id: z.number(),
  companyName: z.string(),
  roles: z.array(z.string()),
  invitedBy: z.string(),
  createTime: timestamp(),
  expireTime: timestamp(),
});

export const profileInput = z.object({
  nickName: z.string().trim().min(1, 'msg:required').max(32),
  phone: mobile(),
  email: email().nullable().default(null),
  /** The code sent to the new phone; needed only when the phone changes. */
  code: smsCode().optional(),
});

export const usersContract = {
  listQuery: pageQuerySchema.extend(staffFilter.shape),
  list: pageSchema(staffRow),
  exportQuery: staffFilter,
  create: staffInput.extend({ password: password() }),
  created: z.union([staffSaved, staffInvited]),
  /** `storeIds` left out keeps the member's stores as they are. */
  update: staffInput.extend({ id: z.number().int().positive(), storeIds: storeIds.optional() }),
  saved: staffSaved,
  remove: idList,
  resetPasswords: z.object({ ids: idList, password: password() }),
  profile: profileInput,
  user: userDto,
  phoneCode: z.object({ phone: mobile() }),
  codeSent: z.object({ message: z.string(), code: z.string().optional() }),
  changePassword: z.object({ oldPass: z.string().min(1, 'msg:required').max(64), newPass: password() }),
  message: messageSchema,
  avatar: z.object({ avatar: z.string() }),
  companyInvitations: z.array(companyInvitation),
  myInvitations: z.array(myInvitation),
  invitationParams: idParam,
  accepted: z.object({ companyId: z.number() }),
};
