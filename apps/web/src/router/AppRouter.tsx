import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, useLocation, useNavigate, useNavigationType, useRoutes } from 'react-router';
import { FullPageSpin } from '../components/FullPageSpin.tsx';
import { notifyError } from '../http/notify.ts';
import { pickTitle } from '../routing/meta.ts';
import { RouteTreeProvider } from '../routing/routeTree.tsx';
import { useSession } from '../session/state.ts';
import type { LocalTitle } from '../state/tabsLogic.ts';
import { commitRoute } from './commit.ts';
import { runGuard } from './guard.ts';
import { guardDeps } from './guardDeps.ts';
import { bindNavigate } from './navigation.ts';
import { doneProgress, startProgress } from './progress.ts';
import { routeTreeFor } from './routeTree.tsx';

interface Committed {
  location: Location;
  title: LocalTitle | null;
}

function readGuardFrom(state: unknown): string | null | undefined {
  if (typeof state !== 'object' || state === null || !('guardFrom' in state)) return undefined;
  const value = state.guardFrom;
  return typeof value === 'string' || value === null ? value : undefined;
}

export function AppRouter() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { t, i18n } = useTranslation();
  const menus = useSession((state) => state.menus);
  const [committed, setCommitted] = useState<Committed | null>(null);
  const committedPath = useRef<string | null>(null);

  useEffect(() => {
    bindNavigate((to, options) => navigateRef.current(to, options));
  }, []);

  useEffect(() => {
    let active = true;
    const stateFrom = navigationType === 'REPLACE' ? readGuardFrom(location.state) : undefined;
    const from = stateFrom === undefined ? committedPath.current : stateFrom;
    // The first screen has its full-page spinner; the bar is for moving between screens.
    if (committedPath.current !== null) startProgress();
    void (async () => {
      const outcome = await runGuard(location, from, guardDeps);
      if (!active) return;
      if (outcome.type === 'redirect') {
        navigateRef.current(outcome.to, { replace: true, state: { guardFrom: outcome.from } });
        return;
      }
      if (outcome.type === 'allow') {
        try {
          await outcome.preload();
        } catch {
          if (active) notifyError(i18n.t('http.pageLoadFailed'));
          doneProgress();
          return;
        }
        if (!active) return;
        committedPath.current = location.pathname;
        const route = commitRoute(location);
        if (!route.inLayout) window.scrollTo(0, 0);
        setCommitted({ location, title: route.title });
      }
      doneProgress();
    })();
    return () => {
      active = false;
    };
  }, [location, navigationType, i18n]);

  useEffect(() => {
    if (!committed) return;
    const site = t('site.title');
    document.title = committed.title ? `${pickTitle(committed.title, i18n.language)} - ${site}` : site;
  }, [committed, t, i18n.language]);

  const tree = routeTreeFor(menus);
  const element = useRoutes(tree.top, committed?.location ?? location);
  return committed ? <RouteTreeProvider value={tree}>{element}</RouteTreeProvider> : <FullPageSpin />;
}
