import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isFiltered, productParams, sortOrderOf } from './productQuery.ts';

describe('productParams', () => {
  it('sends only the tab when nothing is filtered', () => {
    expect(productParams({ tab: 'recycle' })).toEqual({
      tab: 'recycle',
      blurry: undefined,
      categoryId: undefined,
      priceMin: undefined,
      priceMax: undefined,
      flag: undefined,
      createTime: undefined,
    });
    expect(isFiltered({ tab: 'recycle', blurry: '  ' })).toBe(false);
  });

  it('turns the form values into the server filters', () => {
    const from = dayjs('2024-03-01T10:00:00');
    const to = dayjs('2024-03-05T08:00:00');
    const params = productParams({
      tab: 'onSale',
      blurry: ' 苹果 ',
      category: [1, 5],
      priceMin: '1.5',
      priceMax: '20',
      flag: 'isHot',
      createTime: [from, to],
    });
    expect(params).toEqual({
      tab: 'onSale',
      blurry: '苹果',
      categoryId: 5,
      priceMin: '1.5',
      priceMax: '20',
      flag: 'isHot',
      createTime: [from.startOf('day').toISOString(), to.endOf('day').toISOString()],
    });
    expect(isFiltered({ tab: 'onSale', category: [2] })).toBe(true);
  });

  it('swaps a reversed price range, comparing exactly', () => {
    const params = productParams({ tab: 'onSale', priceMin: '100.10', priceMax: '100.09' });
    expect([params.priceMin, params.priceMax]).toEqual(['100.09', '100.10']);
  });

  it('drops prices that are not amounts', () => {
    const params = productParams({ tab: 'onSale', priceMin: 'abc', priceMax: '-3' });
    expect([params.priceMin, params.priceMax]).toEqual([undefined, undefined]);
  });
});

describe('sortOrderOf', () => {
  it('reads antd sort orders from field,dir', () => {
    expect(sortOrderOf(['price,asc'], 'price')).toBe('ascend');
    expect(sortOrderOf(['sales,desc'], 'sales')).toBe('descend');
    expect(sortOrderOf(['id,desc'], 'sales')).toBeNull();
  });
});
