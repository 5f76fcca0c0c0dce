/**
 * The addresses a cold start of the web app asks first, apart from their contracts so that asking
 * them loads no schema (the contracts re-export them under the same names).
 */
export const COMPANY_CONFIG_URL = '/api/systemCompanyConfig';
export const AUTH_URL = '/auth';
export const PRODUCTS_URL = '/api/product';
export const MENUS_URL = '/api/menus';
export const GOODS_CATEGORIES_URL = '/api/goodsCategory';
export const SYSTEM_CONFIG_URL = '/api/systemConfig';
export const SHOP_FOOTER_URL = `${SYSTEM_CONFIG_URL}/footer`;
