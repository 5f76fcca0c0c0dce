import type { AfterSaleType } from '@hh/shared';
import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import { inCompanyForSystem } from '../../db/access.ts';
import type { CompanyContext } from '../../lib/context.ts';
import {
  applyFor,
  refundableOf,
  shipBackForShopper,
  withdrawForShopper,
} from '../../modules/after-sales/apply.ts';
import {
  approveAfterSale,
  receiveReturn,
  refundAfterSale,
  rejectAfterSale,
  timerActions,
} from '../../modules/after-sales/review.ts';
import { readSettings } from '../../modules/after-sales/settings.ts';
import { recordAfterSale, staffRefund } from '../../modules/after-sales/staff.ts';
import { disarmTimers } from '../../modules/after-sales/timers.ts';
import { orders } from '../../modules/orders/schema.ts';
import { shopperCtx } from './contexts.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;

/** Where the shopper's after-sale ends up in the demo; each state the after-sales desk shows is there. */
type HomeEnd = 'submitted' | 'refunded' | 'rejected' | 'withdrawn' | 'staffWhole' | 'staffLine';
type OutEnd =
  | 'submitted'
  | 'recorded'
  | 'awaitingReturn'
  | 'returned'
  | 'received'
  | 'refunded'
  | 'closed'
  | 'rejected'
  | 'withdrawn';

/** For orders whose goods are still in the shop (refund only), then for goods that left (mostly returns). */
const HOME_ENDS: HomeEnd[] = ['submitted', 'refunded', 'rejected', 'withdrawn', 'staffWhole', 'staffLine'];
const OUT_ENDS: OutEnd[] = [
  'submitted',
  'awaitingReturn',
  'returned',
  'received',
  'refunded',
  'closed',
  'rejected',
  'withdrawn',
  'recorded',
];
/** Each list is played this many times over while orders last. */
const ROUNDS = 2;

const REASONS = ['notWanted', 'wrongItem', 'quality', 'damaged', 'notAsDescribed', 'missingParts', 'other'];
const EXPLANATIONS = [
  '',
  '拍错了规格，想换一个',
  '收到后发现外包装有破损',
  '颜色和图片差别较大',
  '家里已经有了，不需要了',
  '少发了一件，请核实',
];
const REJECT_REASONS = [
  '商品已拆封使用，不支持无理由退货',
  '经核实商品无质量问题',
  '已与买家电话沟通，买家同意不退',
];
const RETURN_ADDRESS = {
  name: '售后服务部',
  phone: '13800138000',
  address: '北京市朝阳区建国路 88 号 售后仓',
};

interface Candidate {
  id: number;
  memberId: number;
}

/** The latest paid orders of each kind an after-sale may be asked on today. */
async function candidates(desk: CompanyContext, windowDays: number) {
  const companyId = desk.principal.companyId;
  return inCompanyForSystem(desk, companyId, async (tx) => {
    const pick = (where: ReturnType<typeof and>) =>
      tx
        .select({ id: orders.id, memberId: orders.memberId })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.paidAt))
        .limit(HOME_ENDS.length * ROUNDS + OUT_ENDS.length * ROUNDS);
    const home = await pick(and(inArray(orders.status, ['toShip', 'toVerify'])));
    const out = await pick(
      or(
        eq(orders.status, 'shipped'),
        and(
          eq(orders.status, 'received'),
          gt(orders.receivedAt, new Date(Date.now() - (windowDays - 1) * DAY)),
        ),
      ),
    );
    return { home, out };
  });
}

/**
 * The demo's after-sales, made after its orders through the same services shoppers and staff call: on
 * the latest paid orders, each list of ends played while orders last — asked, approved and refunded to
 * the wallet, rejected, withdrawn, returns waiting, sent back, received and restocked, closed when not
 * sent back, and staff's own cancels and refunds. Dated now (the services' own clock).
 */
export async function seedDemoAfterSales(desk: CompanyContext, random: Random) {
  const { db } = desk;
  const companyId = desk.principal.companyId;
  const { applyWindowDays } = await inCompanyForSystem(desk, companyId, readSettings);
  const { home, out } = await candidates(desk, applyWindowDays);
  const shopOf = (o: Candidate) => shopperCtx(db, companyId, o.memberId);
  /** The first line with a piece left, when the order may still be asked on. */
  const firstLine = async (o: Candidate) => {
    const refundable = await refundableOf(shopOf(o), o.id);
    return refundable.canApply
      ? refundable.lines.find((l) => l.refundableQuantity > 0)?.orderLineId
      : undefined;
  };
  const ask = async (o: Candidate, type: AfterSaleType) => {
    const line = await firstLine(o);
    if (!line) return undefined;
    return applyFor(shopOf(o), {
      orderId: o.id,
      type,
      lines: [{ orderLineId: line, quantity: 1 }],
      reason: random.pick(REASONS),
      explanation: random.pick(EXPLANATIONS),
      pictureIds: [],
    });
  };

  for (let round = 0; round < ROUNDS; round++) {
    for (const end of HOME_ENDS) {
      const o = home.shift();
      if (!o) break;
      if (end === 'staffWhole') {
        await staffRefund(desk, { orderId: o.id, reason: 'other', explanation: '商品缺货，商家取消订单' });
        continue;
      }
      if (end === 'staffLine') {
        const line = await firstLine(o);
        if (line)
          await staffRefund(desk, {
            orderId: o.id,
            lines: [{ orderLineId: line, quantity: 1 }],
            reason: 'missingParts',
            explanation: '缺货一件，先行退款',
          });
        continue;
      }
      const sale = await ask(o, 'refund');
      if (!sale) continue;
      if (end === 'refunded') await approveAfterSale(desk, { id: sale.id });
      if (end === 'rejected')
        await rejectAfterSale(desk, { id: sale.id, reason: random.pick(REJECT_REASONS) });
      if (end === 'withdrawn') await withdrawForShopper(shopOf(o), sale.id);
    }
    for (const end of OUT_ENDS) {
      const o = out.shift();
      if (!o) break;
      if (end === 'recorded') {
        const line = await firstLine(o);
        if (line)
          await recordAfterSale(desk, {
            orderId: o.id,
            type: 'returnRefund',
            lines: [{ orderLineId: line, quantity: 1 }],
            reason: 'quality',
            explanation: '买家来电：商品有质量问题，要求退货',
          });
        continue;
      }
      const sale = await ask(o, end === 'rejected' ? 'refund' : 'returnRefund');
      if (!sale) continue;
      if (end === 'submitted') continue;
      if (end === 'rejected') {
        await rejectAfterSale(desk, { id: sale.id, reason: random.pick(REJECT_REASONS) });
        continue;
      }
      if (end === 'withdrawn') {
        await withdrawForShopper(shopOf(o), sale.id);
        continue;
      }
      await approveAfterSale(desk, { id: sale.id, returnAddress: RETURN_ADDRESS });
      if (end === 'closed') {
        await inCompanyForSystem(desk, companyId, async (tx) => {
          await timerActions.closeUnreturned(tx, companyId, sale.id);
          await disarmTimers(tx, sale);
        });
        continue;
      }
      if (end === 'awaitingReturn') continue;
      await shipBackForShopper(shopOf(o), sale.id, {
        expressCode: 'SF',
        expressName: '顺丰速运',
        trackingNo: `SF1${String(random.int(1e11, 1e12 - 1))}`,
      });
      if (end === 'returned') continue;
      await receiveReturn(desk, { id: sale.id, restock: true });
      if (end === 'refunded') await refundAfterSale(desk, { id: sale.id });
    }
  }
}
