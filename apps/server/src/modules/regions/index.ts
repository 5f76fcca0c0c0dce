export { regionInput, resolveRegion } from './input.ts';
