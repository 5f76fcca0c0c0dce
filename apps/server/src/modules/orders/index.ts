export { lockOrder, moveOrder, recordEvent } from './transitions.ts';
