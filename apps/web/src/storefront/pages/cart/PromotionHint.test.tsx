import type { PromotionHint as Hint } from '@hh/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promotionHint } from './hint.ts';
import { hintTexts, PromotionHint } from './PromotionHint.tsx';

vi.mock('./hint.ts', () => ({ promotionHint: vi.fn() }));

const rule = { ruleId: 1, name: '满99减10', kind: 'amount' as const };
const none: Hint = { reduction: null, freeShipping: null, next: null, nextFreeShipping: null };

afterEach(() => vi.clearAllMocks());

describe('the cart hint', () => {
  it('says what is taken off, what the next tier gives and what free shipping needs', () => {
    const texts = hintTexts({
      reduction: { ...rule, discount: '10' },
      next: { ...rule, missing: '12', discount: '30', percentOff: null },
      freeShipping: null,
      nextFreeShipping: { ...rule, kind: 'freeShipping', missing: '8.5', discount: '0.00', percentOff: null },
    });
    expect(texts).toEqual([
      { tag: '满减', text: '已减 ¥10.00，再买 ¥12.00 可减 ¥30.00' },
      { tag: '包邮', text: '再买 ¥8.50 可包邮' },
    ]);
    const percent = hintTexts({
      ...none,
      next: { ...rule, kind: 'percent', missing: '50', discount: '20', percentOff: 15 },
      freeShipping: { ...rule, kind: 'freeShipping', discount: '0.00' },
    });
    expect(percent).toEqual([
      { tag: '满减', text: '再买 ¥50.00 可打 8.5 折' },
      { tag: '包邮', text: '已满足包邮' },
    ]);
    expect(hintTexts(none)).toEqual([]);
  });

  it('asks for the ticked lines and shows nothing when no rule is near', async () => {
    vi.mocked(promotionHint).mockResolvedValue({ ...none, reduction: { ...rule, discount: '10' } });
    const { rerender } = render(<PromotionHint companyKey="sunrise" lines={[{ skuId: 7, quantity: 2 }]} />);
    expect((await screen.findByTestId('sf-cart-hint')).textContent).toBe('满减已减 ¥10.00');
    expect(promotionHint).toHaveBeenCalledWith('sunrise', [{ skuId: 7, quantity: 2 }]);
    rerender(<PromotionHint companyKey="sunrise" lines={[]} />);
    expect(screen.queryByTestId('sf-cart-hint')).toBeNull();
  });
});
