export { type AddressSnapshot, addressOf, defaultAddressId } from './addresses/service.ts';
export { shopperResolver } from './auth/session.ts';
export { cartLinesOf, dropCartLines } from './cart/service.ts';
export { shopFace } from './catalogue/service.ts';
export { storefrontRoutes } from './routes.ts';
export { shopperShopKey } from './shop.ts';
export { TAGS as STOREFRONT_TAGS } from './tags.ts';
export { wechatOpenidOf } from './wechat/service.ts';
