import { allAtOnce, type Marketing, messages, summary } from './marketing-kit.ts';
import { withOwner } from './orders-setup.ts';

/** Creates one shopper sends at once (under the route's 30 per member in 10 s). */
const RACERS = Number(process.env.BENCH_RACERS ?? 20);
const PER_DAY = 2;
const PER_ACTIVITY = 3;

/**
 * One shopper racing their own limits: RACERS buy-now keys on an activity of PER_DAY a day and
 * PER_ACTIVITY in all, every create sent at once, each paid by wallet as soon as it is made. The
 * member's lock orders them: one unpaid seckill order at a time, never more than PER_DAY bought.
 */
export async function ownLimits(
  m: Marketing,
  slot: { slotId: number; day: string },
  say: (line: string) => void,
) {
  const { productId, skuId } = await m.product(`秒杀 limits ${Date.now()}`, '19.90', 100);
  const activity = await m.staff<{ skus: { id: number }[] }>('POST', '/api/seckill/activities', {
    name: 'bench limits',
    productId,
    startDate: slot.day,
    endDate: slot.day,
    slotIds: [slot.slotId],
    skus: [{ skuId, price: '5.00', total: 100, perOrder: 1, perDay: PER_DAY, perActivity: PER_ACTIVITY }],
  });
  const seckillSkuId = activity.skus[0]!.id;
  const [shopper] = await m.shoppers(1, '134000', '100.00');
  const s = shopper!;
  const keys: string[] = [];
  for (let i = 0; i < RACERS; i++) {
    const confirmed = await m.shopper<{ key: string }>(s.token, 'POST', '/api/front/checkout/confirm', {
      skuId,
      quantity: 1,
      activity: { kind: 'seckill', id: seckillSkuId },
    });
    if (confirmed.status !== 200)
      throw new Error(`confirm ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    keys.push(confirmed.body.key);
  }
  const { results } = await allAtOnce(keys, async (key) => {
    const create = await m.shopper<{ id: number }>(s.token, 'POST', `/api/front/checkout/${key}/create`, {
      addressId: s.addressId,
    });
    const pay =
      create.status === 200
        ? await m.shopper(s.token, 'POST', `/api/front/orders/${create.body.id}/pay`, { method: 'wallet' })
        : undefined;
    return { create, pay };
  });
  const held = await withOwner(m.databaseUrl, async (c) => {
    const rows = await c.query<{ bought: string; orders: string; unpaid: string }>(
      `select coalesce(sum(p.quantity), 0) bought, count(distinct p.order_id) orders,
         count(distinct p.order_id) filter (where o.status = 'unpaid') unpaid
       from seckill_purchases p join orders o on o.id = p.order_id
       where p.seckill_sku_id = $1 and p.returned_at is null`,
      [seckillSkuId],
    );
    return {
      bought: Number(rows.rows[0]!.bought),
      orders: Number(rows.rows[0]!.orders),
      unpaid: Number(rows.rows[0]!.unpaid),
    };
  });
  const refused = results.filter((x) => x.create.status !== 200).map((x) => x.create);
  const unpaidAnswers = results.filter((x) => x.pay && x.pay.status !== 200).map((x) => x.pay!);
  say(`## One shopper, ${RACERS} seckill creates at once, ${PER_DAY} a day and ${PER_ACTIVITY} in all\n`);
  say(
    `Creates: ${summary(results.map((x) => x.create))}; refused: ${messages(refused)}${unpaidAnswers.length ? `; payments refused: ${messages(unpaidAnswers)}` : ''}.`,
  );
  say(
    `Read back: ${held.bought} bought in ${held.orders} orders (${held.unpaid} unpaid) → ${held.bought >= 1 && held.bought <= PER_DAY && held.unpaid === 0 && refused.every((x) => x.status === 409) ? '**within the limits**' : '**WRONG**'}.`,
  );
}
