import { matchRoutes } from 'react-router';
import { handlesOf } from '../routing/meta.ts';
import { fullPathOf, type PathLocation } from '../routing/paths.ts';
import { useTabs } from '../state/tabs.ts';
import { isTabbable, type LocalTitle } from '../state/tabsLogic.ts';
import { currentRouteTree } from './resolve.ts';

export interface CommittedRoute {
  title: LocalTitle | null;
  inLayout: boolean;
}

export function commitRoute(location: PathLocation): CommittedRoute {
  const tree = currentRouteTree();
  const matches = matchRoutes(tree.matchTree, location.pathname);
  const handles = handlesOf(matches);
  const meta = handles.at(-1)?.meta;
  const inLayout = matches?.[0]?.route.path === '/';
  if (inLayout) {
    const tabs = useTabs.getState();
    tabs.initAffix(tree.affixViews);
    if (meta && isTabbable(location.pathname)) {
      tabs.add({
        path: location.pathname,
        fullPath: fullPathOf(location),
        name: meta.name ?? location.pathname,
        title: meta.title,
        affix: meta.affix === true,
        noCache: meta.noCache === true,
        query: Object.fromEntries(new URLSearchParams(location.search)),
      });
    }
  }
  return { title: meta?.title ?? null, inLayout };
}
