export { toUserDto, userSchema } from './dto.ts';
export { users } from './schema.ts';
