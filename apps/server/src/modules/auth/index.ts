export { limitPasswordTries } from './login-limit.ts';
export type { PrincipalResult } from './principal.ts';
export { appSecrets } from './schema.ts';
export { sendSmsCode, useSmsCode } from './sms.ts';
export type { TokenClaims, TokenService } from './tokens.ts';
