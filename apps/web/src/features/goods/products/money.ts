import { formatThousands } from '@hh/shared';

export interface PriceDisplay {
  amount: string;
  /** Several SKUs: the amount is the lowest price ("from …"). */
  from: boolean;
}

export const priceDisplay = (row: { price: string; specType: 'single' | 'multi' }): PriceDisplay => ({
  amount: formatThousands(row.price),
  from: row.specType === 'multi',
});
