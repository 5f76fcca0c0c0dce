import type { Tx } from '../../db/client.ts';

/** What another module does when a shopper first becomes a member of a shop, in that transaction. */
type JoinedHook = (tx: Tx, companyId: number, memberId: number, at: Date) => Promise<void>;

const hooks = new Map<string, JoinedHook>();

/** A module above members asks to hear of new members, under its name (registering again replaces it). */
export function registerMemberJoined(name: string, hook: JoinedHook): void {
  hooks.set(name, hook);
}

/** Tells the registered modules that the member was just created, in the transaction that created it. */
export async function memberJoined(tx: Tx, companyId: number, memberId: number, at: Date): Promise<void> {
  for (const hook of hooks.values()) await hook(tx, companyId, memberId, at);
}
