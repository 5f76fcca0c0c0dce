/** The OpenAPI group of every storefront route. */
export const TAGS = ['storefront'];
