import { describe, expect, it } from 'vitest';
import type { Category, ProductDetail } from '../../api.ts';
import { categoryPath, formFieldPath, newProductValues, toBody, toFormValues } from './formValues.ts';
import { emptySku } from './skuMatrix.ts';

const category = (id: number, parentId: number): Category => ({
  id,
  parentId,
  name: `c${id}`,
  pic: null,
  sort: 0,
  isShow: true,
  createdAt: '',
  updatedAt: '',
});
const categories = [category(1, 0), category(2, 1)];

const sku = (id: number, specKey: string, price: string, stock: number) => ({
  id,
  specKey,
  image: null,
  price,
  originalPrice: '0.00',
  cost: '1.00',
  stock,
  weight: '0.000',
  volume: '0.000',
  barcode: '',
  commission1: '0.00',
  commission2: '0.00',
});

const detail: ProductDetail = {
  id: 7,
  name: '衬衫',
  summary: '',
  keywords: '',
  unit: '件',
  image: '/a.png',
  gallery: ['/b.png'],
  video: null,
  categoryId: 2,
  isHot: true,
  isBest: false,
  isNew: true,
  isRecommend: false,
  sort: 3,
  virtualSales: 0,
  giftPoints: 5,
  freightTemplateId: null,
  onShelf: true,
  isDeleted: false,
  specType: 'multi',
  specs: [{ name: '颜色', values: ['红', '蓝'] }],
  price: '9.00',
  stock: 3,
  sales: 0,
  createdAt: '',
  updatedAt: '',
  description: '<p><strong>好</strong></p>',
  skus: [sku(1, '红', '9.00', 1), sku(2, '蓝', '10.00', 2)],
};

describe('form values and request body', () => {
  it('find the cascader path of a category', () => {
    expect(categoryPath(categories, 2)).toEqual([1, 2]);
    expect(categoryPath(categories, 1)).toEqual([1]);
    expect(categoryPath(categories, null)).toEqual([]);
    expect(categoryPath([], 9)).toEqual([9]);
  });

  it('round-trip a saved product', () => {
    const values = toFormValues(detail, categories);
    expect(values.categoryPath).toEqual([1, 2]);
    expect(values.flags).toEqual(['isHot', 'isNew']);
    const body = toBody(values);
    expect(body).toMatchObject({
      categoryId: 2,
      isHot: true,
      isBest: false,
      isNew: true,
      specType: 'multi',
      specs: detail.specs,
      description: detail.description,
    });
    expect(body.skus.map((s) => [s.specKey, s.price, s.stock])).toEqual([
      ['红', '9.00', 1],
      ['蓝', '10.00', 2],
    ]);
    expect(body.skus[0]).not.toHaveProperty('id');
    expect(values.skus[0]).toMatchObject({ originalPrice: '', cost: '1.00', weight: '' });
    expect(body.skus[0]).toMatchObject({ originalPrice: '0', cost: '1.00', weight: '0' });
  });

  it('start a new product off the shelf', () => {
    expect(newProductValues().onShelf).toBe(false);
    expect(toBody(newProductValues()).onShelf).toBe(false);
  });

  it('send a single spec as one SKU with an empty key and zeros for empty decimals', () => {
    const values = newProductValues();
    values.name = ' 杯子 ';
    values.skus = [{ ...emptySku('红'), price: '12.5', stock: null }, emptySku('蓝')];
    values.specs = [{ name: '颜色', values: ['红', '蓝'] }];
    const body = toBody(values);
    expect(body.name).toBe('杯子');
    expect(body.specs).toEqual([]);
    expect(body.categoryId).toBeNull();
    expect(body.skus).toEqual([
      {
        specKey: '',
        image: null,
        price: '12.5',
        originalPrice: '0',
        cost: '0',
        stock: 0,
        weight: '0',
        volume: '0',
        barcode: '',
        commission1: '0',
        commission2: '0',
      },
    ]);
  });

  it('place server field errors on the form fields', () => {
    expect(formFieldPath('skus.1.price')).toEqual(['skus', 1, 'price']);
    expect(formFieldPath('categoryId')).toEqual(['categoryPath']);
    expect(formFieldPath('isHot')).toEqual(['flags']);
    expect(formFieldPath('specs.0.values.2')).toEqual(['specs', 0, 'values']);
    expect(formFieldPath('gallery.3')).toEqual(['gallery']);
    expect(formFieldPath('name')).toEqual(['name']);
  });
});
