import type { DecoDocument, DecoRenderData, DecoRenderedPage, storefrontContract, Wire } from '@hh/shared';
import { answerOf, FRONT_API } from './request.ts';
import { lang } from './texts.ts';

/** The public catalogue of one shop (`/api/front/shops/{companyKey}/…`): no token, read only. */
const FRONT_SHOPS = `${FRONT_API}/shops`;

export type ShopInfo = Wire<typeof storefrontContract.shop>;
export type Category = Wire<typeof storefrontContract.categories>[number];
export type ProductPage = Wire<typeof storefrontContract.products>;
export type ProductCard = ProductPage['content'][number];
export type ProductDetail = Wire<typeof storefrontContract.product>;

/** A published page as the public read API sends it (the document with its defaults filled in). */
export interface RenderedPage {
  page: Omit<DecoRenderedPage['page'], 'publishedAt'> & { publishedAt: string | null };
  document: DecoDocument;
  data: DecoRenderData;
}

const answers = new Map<string, Promise<unknown>>();

/** GET a JSON answer once per address for the page's lifetime (a failure is asked again next time). */
function getJson<T>(url: string): Promise<T> {
  const known = answers.get(url);
  if (known) return known as Promise<T>;
  const asked = answerOf<T>(() =>
    fetch(url, { headers: { accept: 'application/json', 'accept-language': lang } }),
  );
  answers.set(url, asked);
  asked.catch(() => answers.delete(url));
  return asked;
}

const shopUrl = (companyKey: string) => `${FRONT_SHOPS}/${encodeURIComponent(companyKey)}`;

export const catalogue = {
  shop: (companyKey: string) => getJson<ShopInfo>(shopUrl(companyKey)),
  categories: (companyKey: string) => getJson<Category[]>(`${shopUrl(companyKey)}/categories`),
  products: (
    companyKey: string,
    query: { categoryId?: number; keyword?: string; page?: number; size?: number },
  ) => {
    const params = new URLSearchParams({ page: String(query.page ?? 0), size: String(query.size ?? 20) });
    if (query.categoryId) params.set('categoryId', String(query.categoryId));
    if (query.keyword) params.set('keyword', query.keyword);
    return getJson<ProductPage>(`${shopUrl(companyKey)}/products?${params}`);
  },
  product: (companyKey: string, id: number) =>
    getJson<ProductDetail>(`${shopUrl(companyKey)}/products/${id}`),
};

/** The terminal whose pages the H5 page shows (the server's `homeTerminals` picks its home). */
const H5_TERMINAL = 2;

const decorationUrl = (companyKey: string) => `${shopUrl(companyKey)}/decoration`;
const homeUrl = (companyKey: string) => `${decorationUrl(companyKey)}/home?terminal=${H5_TERMINAL}`;

/**
 * The home page the server wrote into the HTML it sent (`<script id="sf-home">`, the same JSON the
 * API answers): the first visit draws it without a call; later visits ask the API as always.
 */
export function adoptInlineHome(doc: Document = document) {
  const script = doc.getElementById('sf-home');
  const companyKey = script?.dataset.shop;
  if (!script || !companyKey) return;
  script.remove();
  try {
    answers.set(homeUrl(companyKey), Promise.resolve(JSON.parse(script.textContent ?? '') as RenderedPage));
  } catch {
    // A page cut short in transit: the home page is asked for as always.
  }
}

export const decoration = {
  /** The home page the H5 shop serves: the H5 terminal's published home, else the App's. */
  home: (companyKey: string) => getJson<RenderedPage>(homeUrl(companyKey)),
  page: (companyKey: string, id: number) => getJson<RenderedPage>(`${decorationUrl(companyKey)}/pages/${id}`),
};
