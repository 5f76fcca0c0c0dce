/**
 * Activity SKUs this server last saw sold out (or short of a wanted quantity), so a rush of buyers is
 * answered 409 from memory: no transaction, no pooled connection, no row lock. The guarded update
 * still decides every sale; a mark only refuses early, and lapses after `FRESH_MS` (the next buyer
 * reads the row again and marks it anew), or at once when stock comes back through this server.
 */
const FRESH_MS = 1000;
const MAX_MARKS = 10_000;

const marks = new Map<string, { stock: number; label: string; at: number }>();
const keyOf = (companyId: number, seckillSkuId: number) => `${companyId}:${seckillSkuId}`;

/** What a read or a take saw of the activity SKU's stock. */
export function noteSeckillStock(companyId: number, seckillSkuId: number, stock: number, label?: string) {
  if (marks.size >= MAX_MARKS) marks.clear();
  const key = keyOf(companyId, seckillSkuId);
  marks.set(key, { stock, label: label ?? marks.get(key)?.label ?? '', at: Date.now() });
}

/** Stock came back (a cancel, a staff edit): read again before calling it sold out. */
export function forgetSeckillShort(companyId: number, seckillSkuId: number) {
  marks.delete(keyOf(companyId, seckillSkuId));
}

/** The stock (and the goods' label) last seen when fresh and short of `wanted`; undefined: ask the database. */
export function knownSeckillShort(companyId: number, seckillSkuId: number, wanted: number) {
  const key = keyOf(companyId, seckillSkuId);
  const mark = marks.get(key);
  if (!mark) return undefined;
  if (Date.now() - mark.at > FRESH_MS) {
    marks.delete(key);
    return undefined;
  }
  return mark.stock < wanted ? { stock: mark.stock, label: mark.label } : undefined;
}
