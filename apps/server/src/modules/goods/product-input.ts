import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

const moneyOrZero = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/, 'msg:money'));
const decimal3 = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^(0|[1-9]\d{0,6})(\.\d{1,3})?$/, 'msg:decimal'));
const url = () => z.string().trim().max(500);

export const skuInput = z.object({
  specKey: z.string().trim().max(200).default(''),
  image: url().nullable().default(null),
  price: moneyOrZero().refine((v) => Number(v) > 0, 'msg:money'),
  originalPrice: moneyOrZero().default('0'),
  cost: moneyOrZero().default('0'),
  stock: z.number().int().min(0).max(10_000_000).default(0),
  weight: decimal3().default('0'),
  volume: decimal3().default('0'),
  barcode: z.string().trim().max(64).default(''),
  commission1: moneyOrZero().default('0'),
  commission2: moneyOrZero().default('0'),
});

export const specOption = z.object({
  name: z.string().trim().min(1, 'msg:required').max(20),
  values: z.array(z.string().trim().min(1).max(30)).min(1).max(30),
});

/** Every combination of the options' values, in option order, as `red,S` keys. */
export function specKeys(specs: z.output<typeof specOption>[]): string[] {
  return specs.reduce<string[]>(
    (keys, option) => keys.flatMap((k) => option.values.map((v) => (k ? `${k},${v}` : v))),
    [''],
  );
}

const colour = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\)$/i,
];
const length = [/^\d+(\.\d+)?(px|em|rem|%)$/];

/**
 * Rich descriptions keep formatting and images, never scripts, handlers, foreign frames, page
 * overlays (only typographic styles survive) or data: links.
 */
export const cleanHtml = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'video'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      img: ['src', 'alt', 'width', 'height', 'style'],
      span: ['style'],
      p: ['style'],
      video: ['src', 'controls', 'width', 'height'],
    },
    allowedStyles: {
      '*': {
        color: colour,
        'background-color': colour,
        'text-align': [/^(left|right|center|justify)$/],
        'font-size': length,
        'font-weight': [/^(normal|bold|[1-9]00)$/],
        'font-style': [/^(normal|italic)$/],
        'text-decoration': [/^(none|underline|line-through)$/],
        'line-height': [/^\d+(\.\d+)?(px|em|rem|%)?$/],
      },
      img: { width: length, height: length, 'max-width': length },
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  });

export const MAX_TOTAL_STOCK = 2_147_483_647;

export const productInput = z
  .object({
    name: z.string().trim().min(1, 'msg:required').max(100),
    summary: z.string().trim().max(300).default(''),
    keywords: z.string().trim().max(200).default(''),
    unit: z.string().trim().min(1).max(10).default('件'),
    image: url().nullable().default(null),
    gallery: z.array(url()).max(10).default([]),
    video: url().nullable().default(null),
    categoryId: z.number().int().positive().nullable().default(null),
    description: z.string().max(200_000).default('').transform(cleanHtml),
    isHot: z.boolean().default(false),
    isBest: z.boolean().default(false),
    isNew: z.boolean().default(false),
    isRecommend: z.boolean().default(false),
    sort: z.number().int().min(0).max(99999).default(0),
    virtualSales: z.number().int().min(0).max(10_000_000).default(0),
    giftPoints: z.number().int().min(0).max(10_000_000).default(0),
    freightTemplateId: z.number().int().positive().nullable().default(null),
    onShelf: z.boolean().default(false),
    specType: z.enum(['single', 'multi']).default('single'),
    specs: z.array(specOption).max(3).default([]),
    skus: z.array(skuInput).min(1).max(1000),
  })
  .superRefine((p, ctx) => {
    const wanted = p.specType === 'single' ? [''] : specKeys(p.specs);
    const given = p.skus.map((s) => (p.specType === 'single' ? '' : s.specKey));
    const same = wanted.length === given.length && wanted.every((k) => given.includes(k));
    if ((p.specType === 'multi' && p.specs.length === 0) || !same) {
      ctx.addIssue({ code: 'custom', path: ['skus'], message: 'msg:skuMatrix' });
    }
    // products.stock (int4) holds the sum of the SKUs' stock.
    if (p.skus.reduce((sum, s) => sum + s.stock, 0) > MAX_TOTAL_STOCK) {
      ctx.addIssue({ code: 'custom', path: ['skus'], message: 'msg:stockTotal' });
    }
  });

export type ProductInput = z.output<typeof productInput>;
