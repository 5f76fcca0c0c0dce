import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';
import type { TabView } from '../state/tabsLogic.ts';
import type { NavNode, SearchEntry } from './menuTree.ts';

/** What the router builds from the signed-in user's menus; the layout reads it without importing the router. */
export interface RouteTree {
  nav: NavNode[];
  top: RouteObject[];
  layoutChildren: RouteObject[];
  matchTree: RouteObject[];
  affixViews: TabView[];
  search: SearchEntry[];
}

const RouteTreeContext = createContext<RouteTree | null>(null);

export const RouteTreeProvider = RouteTreeContext.Provider;

export function useRouteTree(): RouteTree {
  const tree = useContext(RouteTreeContext);
  if (!tree) throw new Error('useRouteTree needs the RouteTreeProvider of AppRouter');
  return tree;
}
