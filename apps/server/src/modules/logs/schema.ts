export { auditLogs } from '../../db/audit-logs-schema.ts';
