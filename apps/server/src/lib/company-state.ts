/** Where a shop stands: in business, or which step keeps it out. */
export type CompanyState =
  | 'active'
  | 'pending_payment'
  | 'pending_approval'
  | 'rejected'
  | 'disabled'
  | 'expired';

export function companyState(status: string | null, expireTime: Date | null, now = new Date()): CompanyState {
  if (status === 'active') return expireTime !== null && expireTime > now ? 'active' : 'expired';
  if (status === 'pending_payment' || status === 'pending_approval' || status === 'rejected') return status;
  return 'disabled';
}
