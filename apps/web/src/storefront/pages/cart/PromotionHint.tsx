import type { PromotionHint as Hint } from '@hh/shared';
import { formatMoney } from '@hh/shared/decimal';
import { useEffect, useState } from 'react';
import { promotionHint } from './hint.ts';
import { words } from './words.ts';

interface Props {
  companyKey: string;
  /** The ticked lines: what the rules count. */
  lines: { skuId: number; quantity: number }[];
}

/** "满减 已减 ¥10.00 · 再买 ¥12.00 可减 ¥30.00" and "再买 ¥8.00 可包邮", above the cart's total; nothing when no rule is near. */
export function PromotionHint({ companyKey, lines }: Props) {
  const [hint, setHint] = useState<Hint | null>(null);
  const key = lines.map((l) => `${l.skuId}x${l.quantity}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the ticked lines change (their key)
  useEffect(() => {
    let current = true;
    if (!lines.length) {
      setHint(null);
      return;
    }
    promotionHint(companyKey, lines).then(
      (answer) => current && setHint(answer),
      () => current && setHint(null),
    );
    return () => {
      current = false;
    };
  }, [companyKey, key]);
  const texts = hint ? hintTexts(hint) : [];
  if (!texts.length) return null;
  return (
    <div className="sf-cart-hint" data-testid="sf-cart-hint" aria-live="polite">
      {texts.map(({ tag, text }) => (
        <p key={tag + text}>
          <span className="sf-cart-hint-tag">{tag}</span>
          {text}
        </p>
      ))}
    </div>
  );
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/**
 * The lines the bar shows: the reduction given and the next tier, then free shipping.
 * @internal
 */
export function hintTexts(hint: Hint): { tag: string; text: string }[] {
  const out: { tag: string; text: string }[] = [];
  const parts: string[] = [];
  if (hint.reduction) parts.push(fill(words.hintGiven, { amount: formatMoney(hint.reduction.discount) }));
  if (hint.next) {
    const missing = formatMoney(hint.next.missing);
    parts.push(
      hint.next.kind === 'percent' && hint.next.percentOff !== null
        ? fill(words.hintNextPercent, {
            missing,
            rate: String((100 - hint.next.percentOff) / 10),
            percent: String(hint.next.percentOff),
          })
        : fill(words.hintNextAmount, { missing, discount: formatMoney(hint.next.discount) }),
    );
  }
  if (parts.length) out.push({ tag: words.hintReduction, text: parts.join(words.hintJoin) });
  if (hint.freeShipping) out.push({ tag: words.hintShipping, text: words.hintFreeShipping });
  else if (hint.nextFreeShipping) {
    out.push({
      tag: words.hintShipping,
      text: fill(words.hintNextShipping, { missing: formatMoney(hint.nextFreeShipping.missing) }),
    });
  }
  return out;
}
