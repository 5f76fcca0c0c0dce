export * from './categories/schema.ts';
export * from './freight/schema.ts';
export * from './products/schema.ts';
export * from './specs/schema.ts';
export * from './stock/schema.ts';
export * from './transfer/schema.ts';
