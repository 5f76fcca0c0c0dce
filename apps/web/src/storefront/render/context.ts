import type { DecoLink, DecoRenderData } from '@hh/shared';
import { isShownMedia } from '@hh/shared/media';
import { createContext, useContext } from 'react';
import { hrefOfLink, hrefOfNavLink, type NavLinkLike } from './links.ts';
import { type RenderLang, textsOf } from './texts.ts';

/** `live`: the storefront (links open); `canvas`: the builder's phone (links inert, no autoplay). */
export type RenderMode = 'live' | 'canvas';

export interface RenderEnv {
  mode: RenderMode;
  /** The data the page's components show; null while the canvas is still asking for it. */
  data: DecoRenderData | null;
  companyKey: string;
  texts: ReturnType<typeof textsOf>;
  /** Where a component's link goes; null when it goes nowhere (canvas, or a target that is gone). */
  href(link: DecoLink | null): string | null;
  navHref(link: NavLinkLike): string | null;
  /** A picture or video address the page can show, else null (old values its CSP would block). */
  media(url: string | null): string | null;
}

export function makeEnv(
  mode: RenderMode,
  data: DecoRenderData | null,
  companyKey: string,
  lang: RenderLang,
): RenderEnv {
  const live = mode === 'live';
  return {
    mode,
    data,
    companyKey,
    texts: textsOf(lang),
    href: (link) => (live && link && data ? hrefOfLink(link, companyKey, data) : null),
    navHref: (link) => (live && data ? hrefOfNavLink(link, companyKey, data) : null),
    media: (url) => (url && (!data || isShownMedia(url, data.mediaBases)) ? url : null),
  };
}

export const RenderContext = createContext<RenderEnv>(makeEnv('canvas', null, '', 'zh'));

export const useRender = () => useContext(RenderContext);
