export * from './constants.ts';
export * from './format.ts';
export * from './list.ts';
export * from './permissions.ts';
export * from './validators.ts';
