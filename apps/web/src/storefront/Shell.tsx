import type { DecoRenderData } from '@hh/shared';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Icon } from './render/icons.tsx';
import { BottomNav, makeEnv, RenderContext } from './render/index.ts';
import { h5Paths } from './render/paths.ts';
import { goBack } from './router.ts';
import { lang, t } from './texts.ts';

interface ShellProps {
  companyKey: string;
  /** The home page's data: the shop and its bottom navigation (null until it arrives). */
  data: DecoRenderData | null;
  title: string;
  currentPath: string;
  /** Pages reached by a link have a bar with a back button; the shop's own tabs do not. */
  back?: boolean;
  children: ReactNode;
}

/** A storefront page that is not decorated (product, category, search…): a title bar, the page, the tabs. */
export function Shell({ companyKey, data, title, currentPath, back = true, children }: ShellProps) {
  const env = useMemo(() => makeEnv('live', data, companyKey, lang), [data, companyKey]);
  useDocumentTitle(title, data?.shop.name);
  return (
    <RenderContext.Provider value={env}>
      <div className="sf-page sf-with-tabbar sf-shell" data-mode="live">
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
          <h1>{title}</h1>
        </header>
        <main>{children}</main>
        <BottomNav currentPath={currentPath} />
      </div>
    </RenderContext.Provider>
  );
}

export function useDocumentTitle(title: string, shopName: string | undefined) {
  useEffect(() => {
    document.title = [title, shopName].filter(Boolean).join(' - ') || document.title;
  }, [title, shopName]);
}
