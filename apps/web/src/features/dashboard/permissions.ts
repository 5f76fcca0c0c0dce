import { guard } from '../../components/usePermission.ts';

/** Each block of the dashboard and the permission that shows it (and lets it ask for its figures). */
export const DASHBOARD_PERMISSIONS = {
  products: guard('dashboard:products'),
  sales: guard('dashboard:sales'),
  refunds: guard('dashboard:refunds'),
  stockValue: guard('dashboard:stockValue'),
} as const;
