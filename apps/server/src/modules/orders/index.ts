export { orderLines, orders } from './schema.ts';
export { lockOrder, moveOrder, recordEvent } from './transitions.ts';
