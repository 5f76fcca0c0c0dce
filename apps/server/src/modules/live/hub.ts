import type { WebSocket } from 'ws';
import type { PrincipalResult, TokenClaims } from '../../lib/auth-types.ts';
import { hasPermission, type Principal } from '../../lib/context.ts';
import type { LiveEvent } from '../../lib/events.ts';

export interface LiveLimits {
  perPerson: number;
  perProcess: number;
}

export const LIVE_LIMITS: LiveLimits = { perPerson: 5, perProcess: 1000 };

/** Close code for a socket whose sign-in was revoked: the client stops reconnecting. */
const CLOSE_SIGNED_OUT = 4401;

export interface LiveClient {
  socket: WebSocket;
  claims: TokenClaims;
  /** As of the latest check: permissions may change while the socket is open. */
  principal: Principal & { companyId: number };
}

/** Which events a person may see: wallet changes only with the money permission, orders' with the order list, coupons' with the coupon list. */
function mayReceive(principal: Principal, event: LiveEvent): boolean {
  if (event.companyId !== principal.companyId || event.actorId === principal.userId) return false;
  if (event.type === 'member.balance') return hasPermission(principal, ['member:money']);
  if (event.type === 'order.paid' || event.type === 'order.status') {
    return hasPermission(principal, ['order:list']);
  }
  if (event.type === 'afterSale.submitted') return hasPermission(principal, ['afterSale:list']);
  if (event.type === 'coupon.claimed') return hasPermission(principal, ['coupon:list']);
  return true;
}

/** The open live sockets of this process, by company, with the caps on how many may be open. */
export class LiveHub {
  private readonly byCompany = new Map<number, Set<LiveClient>>();
  private readonly perPerson = new Map<number, number>();
  private total = 0;

  constructor(private readonly limits: LiveLimits = LIVE_LIMITS) {}

  /** Whether one more socket for this person fits under both caps. */
  hasRoom(userId: number): boolean {
    return this.total < this.limits.perProcess && (this.perPerson.get(userId) ?? 0) < this.limits.perPerson;
  }

  add(client: LiveClient): void {
    const companyId = client.principal.companyId;
    const set = this.byCompany.get(companyId) ?? new Set();
    set.add(client);
    this.byCompany.set(companyId, set);
    this.perPerson.set(client.claims.userId, (this.perPerson.get(client.claims.userId) ?? 0) + 1);
    this.total += 1;
  }

  remove(client: LiveClient): void {
    const set = this.byCompany.get(client.principal.companyId);
    if (!set?.delete(client)) return;
    if (set.size === 0) this.byCompany.delete(client.principal.companyId);
    const left = (this.perPerson.get(client.claims.userId) ?? 1) - 1;
    if (left > 0) this.perPerson.set(client.claims.userId, left);
    else this.perPerson.delete(client.claims.userId);
    this.total -= 1;
  }

  deliver(event: LiveEvent): void {
    const text = JSON.stringify({ type: event.type, data: event.data, at: new Date().toISOString() });
    for (const client of this.byCompany.get(event.companyId) ?? []) {
      if (mayReceive(client.principal, event)) client.socket.send(text);
    }
  }

  /**
   * Checks every socket's sign-in again (the principal cache answers from memory unless the
   * change feed saw a logout, password change, removal or role change) and closes the revoked.
   */
  async revalidate(resolve: (claims: TokenClaims) => Promise<PrincipalResult>): Promise<void> {
    const clients = [...this.byCompany.values()].flatMap((set) => [...set]);
    await Promise.all(
      clients.map(async (client) => {
        const result = await resolve(client.claims).catch(() => null);
        if (result === null) return;
        if (result.ok && result.principal.companyId === client.principal.companyId) {
          client.principal = { ...result.principal, companyId: client.principal.companyId };
          return;
        }
        this.remove(client);
        client.socket.close(CLOSE_SIGNED_OUT, 'signed out');
      }),
    );
  }

  closeAll(code: number, reason: string): void {
    for (const set of this.byCompany.values()) for (const client of set) client.socket.close(code, reason);
  }
}
