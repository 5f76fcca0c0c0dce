export { contactAddressColumns } from './columns.ts';
export { childRegions, resolveRegion } from './service.ts';
