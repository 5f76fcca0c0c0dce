import type { DecoComponent, DecoDocument, DecoRenderData } from '@hh/shared';
import { DECO_FIRST_SCREEN } from '@hh/shared/media';
import { Fragment, type ReactNode, useMemo } from 'react';
import { BottomNav } from './BottomNav.tsx';
import { ComponentView } from './ComponentView.tsx';
import { makeEnv, RenderContext, type RenderMode } from './context.ts';
import type { RenderLang } from './texts.ts';
import './render.css';

export interface PageRendererProps {
  /** The page's document: its face and its components in order. */
  page: DecoDocument;
  /** The data its components show (null while the canvas asks for it: grey stand-ins show). */
  resolved: DecoRenderData | null;
  mode: RenderMode;
  /** The shop whose storefront addresses the links open (live mode). */
  companyKey?: string;
  lang?: RenderLang;
  /** Show the bottom navigation at the foot of the page (with this address's tab lit). */
  bottomNav?: { currentPath?: string; activeIndex?: number; cartCount?: number } | false;
  /** The builder wraps each component (selection, dragging); hidden ones reach it too in canvas mode. */
  wrap?: (component: DecoComponent, index: number, view: ReactNode) => ReactNode;
}

/** A decorated page as the storefront shows it: the builder's canvas and the H5 page both render this. */
export function PageRenderer({
  page,
  resolved,
  mode,
  companyKey = '',
  lang = 'zh',
  bottomNav = false,
  wrap,
}: PageRendererProps) {
  const env = useMemo(() => makeEnv(mode, resolved, companyKey, lang), [mode, resolved, companyKey, lang]);
  const components = mode === 'live' ? page.components.filter((c) => !c.hidden) : page.components;
  const backgroundImage = env.media(page.backgroundImage);
  const background = backgroundImage
    ? `url("${encodeURI(backgroundImage)}") top center / 100% auto no-repeat ${page.background}`
    : page.background;
  return (
    <RenderContext.Provider value={env}>
      <div className={`sf-page${bottomNav ? ' sf-with-tabbar' : ''}`} style={{ background }} data-mode={mode}>
        {components.map((component, index) => {
          const view = (
            <ComponentView key={component.id} component={component} aboveFold={index < DECO_FIRST_SCREEN} />
          );
          return wrap ? (
            <Fragment key={component.id}>{wrap(component, index, view)}</Fragment>
          ) : (
            <div key={component.id} className="sf-component" data-type={component.type}>
              {view}
            </div>
          );
        })}
        {bottomNav ? <BottomNav {...bottomNav} /> : null}
      </div>
    </RenderContext.Provider>
  );
}
