import { matchRoutes, type RouteMatch } from 'react-router';
import { useSession } from '../state/session.ts';
import type { RouteResolution } from './guard.ts';
import { isRouteHandle, type RouteHandle } from './meta.ts';
import { routeTreeFor } from './routeTree.tsx';

export function currentRouteTree() {
  return routeTreeFor(useSession.getState().menus);
}

export function handlesOf(matches: readonly RouteMatch[] | null): RouteHandle[] {
  return (matches ?? []).map((match) => match.route.handle).filter(isRouteHandle);
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
