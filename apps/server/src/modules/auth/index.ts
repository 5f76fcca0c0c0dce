export type { PrincipalResult } from './principal.ts';
export { appSecrets } from './schema.ts';
export type { TokenClaims, TokenService } from './tokens.ts';
