import { wordsOf } from '../../texts.ts';

/** The product page's buying words. */
export const words = wordsOf({
  zh: {
    cart: '购物车',
    addToCart: '加入购物车',
    buyNow: '立即购买',
    choose: '请选择',
    chosen: '已选',
    stock: '库存',
    soldOut: '已售罄',
    quantity: '购买数量',
    atMost: '最多可购买 {n} 件',
    close: '关闭',
    added: '已加入购物车',
    failed: '操作失败，请稍后重试',
  },
  en: {
    cart: 'Cart',
    addToCart: 'Add to cart',
    buyNow: 'Buy now',
    choose: 'Choose',
    chosen: 'Chosen',
    stock: 'Stock',
    soldOut: 'Sold out',
    quantity: 'Quantity',
    atMost: 'At most {n} can be bought',
    close: 'Close',
    added: 'Added to cart',
    failed: 'Something went wrong, please try again',
  },
});
