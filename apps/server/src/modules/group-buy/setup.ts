import { registerActivityCards } from '../decoration/index.ts';
import { registerJobHandler } from '../jobs/index.ts';
import { registerActivityResolver } from '../orders/index.ts';
import { groupBuyCards } from './cards.ts';
import {
  expireGroup,
  GROUP_BUY_JOBS,
  holdGroupGoods,
  paidGroupBuy,
  quoteGroupBuy,
  refundSeat,
  releaseGroupBuy,
  reserveGroupBuy,
} from './rules.ts';

/**
 * Group buy's wiring, once at start: its resolver in the pricing pipeline (price, seat at creation,
 * seat given back on cancel, paid seat, goods held until the group is full) and its durable timers
 * (a group's expiry, each failed order's refund) in the jobs table, never in memory; its cards on
 * decorated pages' group-buy blocks.
 */
export function setUpGroupBuy() {
  registerActivityResolver({
    kind: 'group',
    quote: quoteGroupBuy,
    reserve: reserveGroupBuy,
    release: releaseGroupBuy,
    paid: (tx, order) => paidGroupBuy(tx, order),
    holdGoods: holdGroupGoods,
  });
  registerActivityCards('groupBuy', groupBuyCards);
  registerJobHandler(GROUP_BUY_JOBS.expire, (job, tx) => expireGroup(tx, job.companyId, Number(job.ref)));
  registerJobHandler(GROUP_BUY_JOBS.refund, (job, tx) => refundSeat(tx, job.companyId, Number(job.ref)));
}
