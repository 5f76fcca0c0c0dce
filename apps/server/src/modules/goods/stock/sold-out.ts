/**
 * SKUs this server last read short of what a shopper wanted, so a buy-now on a sold-out SKU is
 * answered (409) from memory: no transaction, no wait for a pooled connection behind the shoppers
 * buying, no row lock. The guarded stock update still decides every sale; this only refuses early.
 * A mark older than `FRESH_MS` is read again in the background while it keeps answering, and a
 * stock change upward made through this server drops it at once: a restock made elsewhere (another
 * server, SQL) is seen a second after, plus the time that read waits for a connection.
 */
const FRESH_MS = 1000;
/** Beyond this many marks they are all forgotten at once (each costs a read to learn again). */
const MAX_MARKS = 10_000;

interface Mark {
  stock: number;
  label: string;
  at: number;
  checking: boolean;
}

const marks = new Map<string, Mark>();
const keyOf = (companyId: number, skuId: number) => `${companyId}:${skuId}`;

/** What a read of the SKU saw: short of what was wanted (remembered), or not (forgotten). */
export function noteStock(companyId: number, skuId: number, seen: { stock: number; label: string } | null) {
  const key = keyOf(companyId, skuId);
  if (!seen) {
    marks.delete(key);
    return;
  }
  if (marks.size >= MAX_MARKS) marks.clear();
  marks.set(key, { ...seen, at: Date.now(), checking: false });
}

/** Stock went up through this server: the SKU is read again before it is called sold out. */
export function forgetSoldOut(companyId: number, skuId: number) {
  marks.delete(keyOf(companyId, skuId));
}

/**
 * The SKU as last read, when that was short of `wanted`; `recheck` reads it again (noting what it
 * sees) when the mark is no longer fresh, once at a time.
 */
export function knownShort(
  companyId: number,
  skuId: number,
  wanted: number,
  recheck: () => Promise<unknown>,
) {
  const mark = marks.get(keyOf(companyId, skuId));
  if (!mark || mark.stock >= wanted) return undefined;
  if (Date.now() - mark.at > FRESH_MS && !mark.checking) {
    mark.checking = true;
    void recheck()
      .catch(() => undefined)
      .finally(() => {
        mark.checking = false;
      });
  }
  return { stock: mark.stock, label: mark.label };
}
