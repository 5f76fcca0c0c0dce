import { toCents } from '@hh/shared';
import { eq } from 'drizzle-orm';
import { inCompany, inCompanyForSystem } from '../../db/access.ts';
import type { Tx } from '../../db/client.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { SYSTEM_ACTOR, staffActor } from '../../lib/context.ts';
import { cancelJob } from '../../modules/jobs/index.ts';
import { members } from '../../modules/members/index.ts';
import { adjustMoney } from '../../modules/members/service.ts';
import { confirmCheckout, createOrder } from '../../modules/orders/checkout/service.ts';
import { shipLocked } from '../../modules/orders/desk/actions.ts';
import { cancelOrder, receiveOrder } from '../../modules/orders/lifecycle.ts';
import { payByWallet } from '../../modules/orders/payments/service.ts';
import { orders } from '../../modules/orders/schema.ts';
import { cancelShopperOrder, confirmShopperReceipt } from '../../modules/orders/shopper-orders.ts';
import { lockOrder, moveOrder } from '../../modules/orders/transitions.ts';
import { shopperCtx } from './contexts.ts';
import type { PlannedOrder } from './plan.ts';
import type { Random } from './random.ts';
import type { Shopper } from './shoppers.ts';

/** Couriers and the shape of their tracking numbers. */
const COURIERS: [code: string, name: string, tracking: (r: Random) => string][] = [
  ['SF', '顺丰速运', (r) => `SF1${digits(r, 12)}`],
  ['ZTO', '中通快递', (r) => `7${digits(r, 13)}`],
  ['YTO', '圆通速递', (r) => `YT${digits(r, 13)}`],
  ['YD', '韵达速递', (r) => `43${digits(r, 13)}`],
  ['STO', '申通快递', (r) => `77${digits(r, 13)}`],
  ['JD', '京东物流', (r) => `JDVA${digits(r, 11)}`],
  ['EMS', 'EMS', (r) => `98${digits(r, 11)}`],
];

const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');

/** The order a step acts on, locked, in the shop's transaction. */
async function locked(tx: Tx, desk: CompanyContext, id: number) {
  return (await lockOrder(tx, desk.principal.companyId, id))!;
}

/** The system (a timer) acting on one order: what the timer handler calls, then the job's end. */
function bySystem(desk: CompanyContext, act: (tx: Tx) => Promise<unknown>) {
  return inCompanyForSystem(desk, desk.principal.companyId, act);
}

export async function topUp(desk: CompanyContext, shopper: Shopper, money: string) {
  await adjustMoney(desk, { uid: shopper.uid, ptype: 1, money, remark: '会员充值' });
}

/**
 * The moments of one order's life, each through the services a shopper, the staff or a timer would
 * call, in the order they happen. The caller runs each at its moment (the services' clock) and keeps
 * the order id `create` answers for the others.
 */
export function orderSteps(desk: CompanyContext, random: Random) {
  const { db } = desk;
  const companyId = desk.principal.companyId;
  const shopOf = (plan: PlannedOrder) => shopperCtx(db, companyId, plan.shopper.uid);

  /** Confirm, then create with the address or the pickup store: the storefront's checkout. */
  async function create(plan: PlannedOrder): Promise<number> {
    const shop = shopOf(plan);
    const { shopper } = plan;
    const confirmed = await confirmCheckout(shop, shopper.uid, { lines: plan.lines });
    const address = shopper.addresses[plan.addressIndex] ?? shopper.addresses[0]!;
    const delivery = plan.pickupStoreId
      ? { deliveryType: 'pickup' as const, address: null, storeId: plan.pickupStoreId }
      : {
          deliveryType: 'express' as const,
          address: {
            receiverName: address.name,
            receiverPhone: address.phone,
            provinceId: address.provinceId,
            cityId: address.cityId,
            districtId: address.districtId,
            address: address.detail,
          },
          storeId: null,
        };
    // The demo's orders are at list prices: a coupon the shopper holds stays for them to use.
    const choices = { ...delivery, pickupContact: null, buyerNote: plan.buyerNote, couponId: null };
    return (await createOrder(shop, shopper.uid, confirmed.key, choices)).id;
  }

  /** Unpaid, cancelled by the shopper, the staff, or the pay deadline's timer. */
  async function cancel(plan: PlannedOrder, id: number) {
    if (plan.cancelReason === 'shopper') await cancelShopperOrder(shopOf(plan), id);
    if (plan.cancelReason === 'staff')
      await inCompany(desk, async (tx) =>
        cancelOrder(tx, staffActor(desk), await locked(tx, desk, id), 'staff'),
      );
    if (plan.cancelReason === 'timeout')
      await bySystem(desk, async (tx) => {
        await cancelOrder(tx, SYSTEM_ACTOR, await locked(tx, desk, id), 'timeout');
        await cancelJob(tx, 'order.cancelUnpaid', String(id));
      });
  }

  /**
   * By wallet; a shopper short of money tops the wallet up at the desk first, as shoppers do, by the
   * order's amount and 5,000 more. Checked before paying, not learnt from the refusal: the demo's
   * orders share one transaction, so a refused payment's writes would not roll back on their own.
   */
  async function pay(plan: PlannedOrder, id: number) {
    const owed = await inCompany(desk, async (tx) => {
      const [row] = await tx
        .select({ payAmount: orders.payAmount, balance: members.nowMoney })
        .from(orders)
        .innerJoin(members, eq(members.uid, orders.memberId))
        .where(eq(orders.id, id));
      return row ? toCents(row.payAmount) - toCents(row.balance) : 0n;
    });
    if (owed > 0n) await topUp(desk, plan.shopper, `${owed / 100n + 5000n}.00`);
    await payByWallet(shopOf(plan), plan.shopper.uid, id);
  }

  /** The desk's shipment with an enabled courier and a tracking number of its shape. */
  async function ship(id: number) {
    const [code, name, tracking] = random.pick(COURIERS);
    const input = {
      id,
      kind: 'express' as const,
      expressCode: code,
      expressName: name,
      trackingNo: tracking(random),
    };
    await inCompany(desk, async (tx) => shipLocked(tx, desk, await locked(tx, desk, id), input));
  }

  /** Confirmed by the shopper, by the receipt timer, or a pickup handed over at the store by the staff. */
  async function receive(plan: PlannedOrder, id: number) {
    if (plan.receivedBy === 'shopper') await confirmShopperReceipt(shopOf(plan), id);
    if (plan.receivedBy === 'system')
      await bySystem(desk, async (tx) => {
        await receiveOrder(tx, SYSTEM_ACTOR, await locked(tx, desk, id), { auto: 1 });
        await cancelJob(tx, 'order.autoReceive', String(id));
      });
    if (plan.receivedBy === 'staff')
      await inCompany(desk, async (tx) => {
        const order = await locked(tx, desk, id);
        await receiveOrder(tx, staffActor(desk), order, {
          storeId: order.storeId,
          clerk: desk.principal.username,
        });
      });
  }

  /** Completed by its timer, 7 days after receipt. */
  async function complete(id: number) {
    await bySystem(desk, async (tx) => {
      await moveOrder(tx, SYSTEM_ACTOR, await locked(tx, desk, id), 'complete', { params: { auto: 1 } });
      await cancelJob(tx, 'order.autoComplete', String(id));
    });
  }

  return { create, cancel, pay, ship, receive, complete };
}
