import type { DecoRenderData } from '@hh/shared';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useCartCount } from './cart.ts';
import { Icon } from './render/icons.tsx';
import { BottomNav, makeEnv, RenderContext } from './render/index.ts';
import { h5Paths } from './render/paths.ts';
import { goBack, hasNavigated } from './router.ts';
import { lang, t } from './texts.ts';

interface ShellProps {
  companyKey: string;
  /** The home page's data: the shop and its bottom navigation (null until it arrives). */
  data: DecoRenderData | null;
  title: string;
  currentPath: string;
  /** Pages reached by a link have a bar with a back button; the shop's own tabs do not. */
  back?: boolean;
  /** The product page has its own bar of actions at the foot instead of the tabs. */
  tabbar?: boolean;
  children: ReactNode;
}

/** A storefront page that is not decorated (product, category, search…): a title bar, the page, the tabs. */
export function Shell({
  companyKey,
  data,
  title,
  currentPath,
  back = true,
  tabbar = true,
  children,
}: ShellProps) {
  const cartCount = useCartCount(companyKey, currentPath);
  const env = useMemo(() => makeEnv('live', data, companyKey, lang), [data, companyKey]);
  useDocumentTitle(title, data?.shop.name);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a move within the page a screen reader starts at the new page's name, as after a load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address is a new page to announce
  useEffect(() => {
    if (hasNavigated()) heading.current?.focus({ preventScroll: true });
  }, [currentPath]);
  return (
    <RenderContext.Provider value={env}>
      <div className={`sf-page sf-shell${tabbar ? ' sf-with-tabbar' : ''}`} data-mode="live">
        <header className="sf-bar">
          {back ? (
            <button
              type="button"
              className="sf-bar-back"
              aria-label={t.back}
              onClick={() => goBack(h5Paths.home(companyKey))}
            >
              <Icon name="back" size={22} />
            </button>
          ) : null}
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
        </header>
        <main>{children}</main>
        {tabbar ? <BottomNav currentPath={currentPath} cartCount={cartCount} /> : null}
      </div>
    </RenderContext.Provider>
  );
}

export function useDocumentTitle(title: string, shopName: string | undefined) {
  useEffect(() => {
    document.title = [title, shopName].filter(Boolean).join(' - ') || document.title;
  }, [title, shopName]);
}
