import { matchRoutes } from 'react-router';
import { handlesOf, isRouteHandle } from '../routing/meta.ts';
import { useSession } from '../session/state.ts';
import type { RouteResolution } from './guard.ts';
import { routeTreeFor } from './routeTree.tsx';

export function currentRouteTree() {
  return routeTreeFor(useSession.getState().menus);
}

export function resolveRoute(pathname: string): RouteResolution | null {
  const matches = matchRoutes(currentRouteTree().matchTree, pathname);
  if (!matches) return null;
  const handles = handlesOf(matches);
  const leaf = matches.at(-1)?.route.handle;
  return {
    redirect: isRouteHandle(leaf) ? leaf.redirect : undefined,
    preload: () => Promise.all(handles.map((handle) => handle.preload?.())),
  };
}
