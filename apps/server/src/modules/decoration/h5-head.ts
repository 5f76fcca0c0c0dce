import { TERMINALS } from '@hh/shared';
import type { FastifyRequest } from 'fastify';
import type { StorefrontPages } from './storefront-pages.ts';

/** The id of the script element holding the home page's JSON (the storefront's `api.ts` reads it). */
const HOME_DATA_ID = 'sf-home';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the H5 page's head carries: the shop's home page JSON, which every page reads first (its
 * bottom navigation), so no page waits for that call; on the home page itself also its first-screen
 * pictures as preloads, so they load beside the page's code instead of after it. A shop with no
 * published home gets nothing: the page asks the API as always.
 */
export function h5Head(pages: StorefrontPages) {
  return async (req: FastifyRequest, companyKey: string, rest: string): Promise<string> => {
    const { body, lead } = await pages.homeWithLead(req.ctx, companyKey, TERMINALS.h5);
    const preloads = (rest === '' ? lead : []).map((href, i) =>
      i === 0
        ? `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high">`
        : `<link rel="preload" as="image" href="${attribute(href)}">`,
    );
    // `<` never closes the element: in JSON it stands only inside strings, where \u003c reads the same.
    const data = `<script type="application/json" id="${HOME_DATA_ID}" data-shop="${attribute(companyKey)}">${body.replace(/</g, '\\u003c')}</script>`;
    return [...preloads, data].join('');
  };
}
