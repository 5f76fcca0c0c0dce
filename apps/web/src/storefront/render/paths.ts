/**
 * The storefront page's addresses, as `h5Paths` of the decoration contract names them. Written out
 * here because importing any value from `@hh/shared` pulls the contracts and zod into the H5
 * page's first load (about 60 kB gzip); `paths.test.ts` proves both agree.
 */
const base = (companyKey: string) => `/h5/${encodeURIComponent(companyKey)}/`;

export const h5Paths = {
  home: base,
  page: (companyKey: string, id: number) => `${base(companyKey)}page/${id}`,
  product: (companyKey: string, id: number) => `${base(companyKey)}product/${id}`,
  category: (companyKey: string, id: number) => `${base(companyKey)}category/${id}`,
  categories: (companyKey: string) => `${base(companyKey)}category`,
  search: (companyKey: string, keyword = '') =>
    `${base(companyKey)}search${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`,
  tab: (companyKey: string, index: number) => `${base(companyKey)}tab/${index}`,
};
