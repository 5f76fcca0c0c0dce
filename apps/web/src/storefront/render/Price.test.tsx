import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price, WasPrice } from './Price.tsx';

const shown = (node: React.ReactElement) => render(node).container.textContent;

describe('the storefront price', () => {
  it('always shows two decimals, whole prices included', () => {
    expect(shown(<Price value="1118" />)).toBe('¥1118.00');
    expect(shown(<Price value="1118.00" />)).toBe('¥1118.00');
    expect(shown(<Price value="511.4" />)).toBe('¥511.40');
    expect(shown(<Price value="0.05" />)).toBe('¥0.05');
  });

  it('shows a range with two decimals at both ends, and one price when they are equal', () => {
    expect(shown(<Price value="12" upTo="30.5" />)).toBe('¥12.00–30.50');
    expect(shown(<Price value="12.00" upTo="12" />)).toBe('¥12.00');
  });

  it('strikes an original price only when it is above the price, with two decimals', () => {
    expect(shown(<WasPrice value="1200" now="1118" />)).toBe('¥1200.00');
    expect(shown(<WasPrice value="1118.00" now="1118" />)).toBe('');
    expect(shown(<WasPrice value="9.9" now="10" />)).toBe('');
  });
});
