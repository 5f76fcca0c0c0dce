export { auditLogs } from './schema.ts';
