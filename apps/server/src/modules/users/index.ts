export { toUserDto, type UserDto } from './dto.ts';
export { addMember } from './membership.ts';
export { users } from './schema.ts';
export { staffStoreIds } from './stores.ts';
