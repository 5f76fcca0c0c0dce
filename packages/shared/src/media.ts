import type { DecoDocument } from './contracts/decoration.ts';

/**
 * Pictures and videos the storefront can show. Its pages load media only from the site itself and
 * from the file store's public address (the CSP's `img-src` and `media-src`), so a picture or video
 * of a page must be an upload of this site (`/file/…`) or lie under one of the given public bases
 * (S3_PUBLIC_URL, or the site's own published `…/file/`). Anything else the browser would block.
 */

/**
 * How many components from the top of a storefront page load their pictures at once: a phone's
 * first screen (search, banner, icons, notice, an ad). The rest wait to be scrolled near.
 */
export const DECO_FIRST_SCREEN = 5;

/** Where the site serves its uploads. */
const SITE_FILES = '/file/';

/** A stand-in origin to read site paths against. */
const SITE = 'http://site.invalid';

const parse = (value: string, base?: string) => {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
};

/** `url` lies under `base` (same origin, its path within the base's path). */
function under(url: URL, base: string) {
  const root = parse(base);
  if (!root) return false;
  const prefix = root.href.endsWith('/') ? root.href : `${root.href}/`;
  return url.origin === root.origin && url.href.startsWith(prefix);
}

/** Whether the storefront's pages can show this picture or video address. */
export function isShownMedia(value: string, bases: readonly string[]): boolean {
  if (value === '' || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) {
    const url = parse(value, SITE);
    return !value.startsWith('//') && url?.origin === SITE && url.pathname.startsWith(SITE_FILES);
  }
  const url = parse(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (url.username || url.password) return false;
  return bases.some((base) => under(url, base));
}

/** A tab icon drawn by the storefront itself (`builtin:home`…), no address. */
const isBuiltinIcon = (value: string) => /^builtin:[a-z]+$/.test(value);

/** A navigation tab's icon: none, a built-in one, or a picture the page can show. */
export const isShownNavIcon = (value: string, bases: readonly string[]) =>
  value === '' || isBuiltinIcon(value) || isShownMedia(value, bases);

/** A picture or video field of a page document: its contract path and its address. */
interface DecoMediaField {
  field: string;
  url: string;
}

/** Every picture and video address a page document holds, with the path of its field. */
function decoMediaFields(doc: DecoDocument): DecoMediaField[] {
  const found: DecoMediaField[] = [];
  const add = (field: string, url: string | null) => {
    if (url) found.push({ field, url });
  };
  add('backgroundImage', doc.backgroundImage);
  add('sharePicture', doc.sharePicture);
  doc.components.forEach((c, i) => {
    const at = `components.${i}`;
    if (c.type === 'banner' || c.type === 'imageAd')
      for (const [j, item] of c.items.entries()) add(`${at}.items.${j}.picture`, item.picture);
    if (c.type === 'navGrid')
      for (const [j, item] of c.items.entries()) add(`${at}.items.${j}.icon`, item.icon);
    if (c.type === 'video') {
      add(`${at}.src`, c.src);
      add(`${at}.poster`, c.poster);
    }
    if (c.type === 'storeInfo') add(`${at}.background`, c.background);
  });
  return found;
}

/** The picture and video fields of a page document its page could not show. */
export const unshownDecoMedia = (doc: DecoDocument, bases: readonly string[]) =>
  decoMediaFields(doc).filter((m) => !isShownMedia(m.url, bases));
