export { childRegions, resolveRegion } from './service.ts';
