export * from './constants.ts';
export * from './contracts/common.ts';
export * from './contracts/roles.ts';
export * from './format.ts';
export * from './list.ts';
export * from './permissions.ts';
export * from './validators.ts';
