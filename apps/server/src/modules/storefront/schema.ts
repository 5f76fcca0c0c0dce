export * from './addresses/schema.ts';
export * from './auth/schema.ts';
export * from './cart/schema.ts';
export * from './wechat/schema.ts';
