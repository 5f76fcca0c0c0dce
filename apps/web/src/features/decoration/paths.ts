/** The page list and the builder's addresses (menu entries `shop/decoration/index` and `…/builder`). */
export const PAGES_PATH = '/shop/decoration';
export const builderPath = (id: number) => `/shop/decoration/builder/${id}`;
