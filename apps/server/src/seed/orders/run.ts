import { inCompanyForSystem } from '../../db/access.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { CompanyContext, ShopperContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { cancelJob } from '../../modules/jobs/index.ts';
import { adjustMoney } from '../../modules/members/service.ts';
import { computeCheckout, confirmCheckout, createOrder } from '../../modules/orders/checkout/service.ts';
import { cancelShopOrder, shipOrder, staffActor } from '../../modules/orders/desk/actions.ts';
import { cancelOrder, receiveOrder } from '../../modules/orders/lifecycle.ts';
import { cancelMyOrder, confirmMyReceipt } from '../../modules/orders/mine.ts';
import { payByWallet } from '../../modules/orders/payments/service.ts';
import { SYSTEM_ACTOR } from '../../modules/orders/timers.ts';
import { lockOrder, moveOrder } from '../../modules/orders/transitions.ts';
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

const shopperCtx = (db: DatabaseHandle, companyId: number, memberId: number): ShopperContext => ({
  db,
  principal: null,
  ip: '127.0.0.1',
  lang: 'zh',
  shopper: { companyId, memberId, sessionId: 'demo-seed' },
});

/** The shop's owner at the desk: the staff member who ships, cancels and tops up wallets in the demo. */
export const deskCtx = (
  db: DatabaseHandle,
  companyId: number,
  user: { id: number; username: string },
): CompanyContext => ({
  db,
  ip: '127.0.0.1',
  lang: 'zh',
  principal: {
    userId: user.id,
    username: user.username,
    sessionId: 'demo-seed',
    rememberMe: false,
    companyId,
    isPlatform: false,
    permissions: ['admin'],
    level: 1,
  },
});

/** The system (a timer) acting on one order: the same service calls the job handlers make. */
function bySystem(desk: CompanyContext, act: Parameters<typeof inCompanyForSystem>[2]) {
  return inCompanyForSystem(desk, desk.principal.companyId, act);
}

export async function topUp(desk: CompanyContext, shopper: Shopper, money: string) {
  await adjustMoney(desk, { uid: shopper.uid, ptype: 1, money, remark: '会员充值' });
}

/** Pays by wallet, topping the wallet up through the wallet service when it runs short. */
async function pay(desk: CompanyContext, shop: ShopperContext, shopper: Shopper, orderId: number) {
  try {
    await payByWallet(shop, shopper.uid, orderId);
  } catch (error) {
    if (!(error instanceof AppError && error.key === 'order.walletShort')) throw error;
    await topUp(desk, shopper, '5000.00');
    await payByWallet(shop, shopper.uid, orderId);
  }
}

/**
 * One planned order through the services, as a shopper and the staff would make it: confirm →
 * compute → create → pay by wallet → ship → receive → complete, or a cancel. The timers' steps
 * (timeout, automatic receipt and completion) call what the timer handlers call, then drop the
 * pending job the way a job run would end it. Answers the order id; the times are set afterwards.
 */
export async function placeOrder(desk: CompanyContext, plan: PlannedOrder, random: Random) {
  const { db } = desk;
  const companyId = desk.principal.companyId;
  const shopper = plan.shopper;
  const shop = shopperCtx(db, companyId, shopper.uid);
  const confirmed = await confirmCheckout(shop, shopper.uid, { lines: plan.lines });
  const address = shopper.addresses[plan.addressIndex] ?? shopper.addresses[0]!;
  const choices = plan.pickupStoreId
    ? {
        deliveryType: 'pickup' as const,
        address: null,
        storeId: plan.pickupStoreId,
        pickupContact: null,
        buyerNote: plan.buyerNote,
      }
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
        pickupContact: null,
        buyerNote: plan.buyerNote,
      };
  await computeCheckout(shop, shopper.uid, confirmed.key, choices);
  const order = await createOrder(shop, shopper.uid, confirmed.key, choices);
  const id = order.id;
  if (plan.cancelReason === 'shopper') await cancelMyOrder(shop, id);
  if (plan.cancelReason === 'staff') await cancelShopOrder(desk, id);
  if (plan.cancelReason === 'timeout')
    await bySystem(desk, async (tx) => {
      await cancelOrder(tx, SYSTEM_ACTOR, (await lockOrder(tx, companyId, id))!, 'timeout');
      await cancelJob(tx, 'order.cancelUnpaid', String(id));
    });
  if (!plan.paidAt) return id;
  await pay(desk, shop, shopper, id);
  if (plan.shippedAt) {
    const [code, name, tracking] = random.pick(COURIERS);
    await shipOrder(desk, {
      id,
      kind: 'express',
      expressCode: code,
      expressName: name,
      trackingNo: tracking(random),
    });
  }
  if (plan.receivedBy === 'shopper') await confirmMyReceipt(shop, id);
  if (plan.receivedBy === 'system')
    await bySystem(desk, async (tx) => {
      await receiveOrder(tx, SYSTEM_ACTOR, (await lockOrder(tx, companyId, id))!, { auto: 1 });
      await cancelJob(tx, 'order.autoReceive', String(id));
    });
  if (plan.receivedBy === 'staff')
    await bySystem(desk, async (tx) => {
      const locked = (await lockOrder(tx, companyId, id))!;
      await receiveOrder(tx, staffActor(desk), locked, {
        storeId: locked.storeId,
        clerk: desk.principal.username,
      });
    });
  if (plan.completedAt)
    await bySystem(desk, async (tx) => {
      await moveOrder(tx, SYSTEM_ACTOR, (await lockOrder(tx, companyId, id))!, 'completed', {
        params: { auto: 1 },
      });
      await cancelJob(tx, 'order.autoComplete', String(id));
    });
  return id;
}
