import { formatMoney, toCents } from '@hh/shared/decimal';

/** One amount: the whole part large, the two decimals small. */
function Amount({ value }: { value: string }) {
  const [whole, cents] = formatMoney(value).split('.');
  return (
    <>
      {whole}
      <small>.{cents}</small>
    </>
  );
}

/**
 * A price as the shop writes it, always with two decimals (¥1118.00 beside ¥511.40): the yuan
 * sign small; `upTo` a higher price makes it a range (¥12.00–30.50).
 */
export function Price({ value, upTo, className }: { value: string; upTo?: string; className?: string }) {
  return (
    <span className={`sf-price ${className ?? ''}`} data-testid="sf-price">
      <small>¥</small>
      <Amount value={value} />
      {upTo !== undefined && formatMoney(upTo) !== formatMoney(value) ? (
        <>
          –<Amount value={upTo} />
        </>
      ) : null}
    </span>
  );
}

/** The struck-through original price, two decimals, only when it is above the price paid now. */
export function WasPrice({ value, now }: { value: string; now: string }) {
  return toCents(value) > toCents(now) ? <s data-testid="sf-was-price">¥{formatMoney(value)}</s> : null;
}
