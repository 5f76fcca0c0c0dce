import { SYSTEM_ACTOR } from '../../lib/context.ts';
import { cancelOrder, receiveOrder } from './lifecycle.ts';
import { registerOrderTimers } from './timers.ts';
import { moveOrder } from './transitions.ts';

/** What each order timer does when due (after re-checking the status): cancel, confirm receipt, complete. */
export function registerOrderTimerHandlers() {
  registerOrderTimers({
    cancel: (tx, order) => cancelOrder(tx, SYSTEM_ACTOR, order, 'timeout'),
    receive: (tx, order) => receiveOrder(tx, SYSTEM_ACTOR, order, { auto: 1 }),
    complete: (tx, order) => moveOrder(tx, SYSTEM_ACTOR, order, 'completed', { params: { auto: 1 } }),
  });
}
